import { describe, expect, it } from 'vitest';
import type { MenuSection } from '../fixtures/tenant-fixture-types.ts';
import { Refusal } from '../http/refusal.ts';
import { journeyContentTypes, sectionOfMenu } from './rules.ts';

describe('sectionOfMenu', () => {
  const menu = [
    { idSection: 2, idSectionType: 2 },
    { idSection: 10, idSectionType: 8 },
  ] as MenuSection[];

  it("finds a section of the tenant's menu", () => {
    expect(sectionOfMenu(menu, 10)).toBe(menu[1]);
  });

  it('refuses any other with a 404 "Seção não encontrada."', () => {
    const thrown = (() => {
      try {
        return sectionOfMenu(menu, 99);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(Refusal);
    expect(thrown).toMatchObject({ statusCode: 404, message: 'Seção não encontrada.' });
  });
});

describe('journeys', () => {
  it('are the content types 15, 16, 22 and 23', () => {
    expect([...journeyContentTypes].sort((a, b) => a - b)).toEqual([15, 16, 22, 23]);
  });
});
