import { describe, expect, it } from 'vitest';
import {
  checkExternalCourse,
  dayIn,
  externalCourseMessages as m,
  isCalendarDay,
  workloadHours,
  type ExternalCourseInput,
} from './external-course';

const today = '2026-03-15';
const valid: ExternalCourseInput = {
  title: 'Excel Avançado',
  type: 'ONLINE',
  workload: '8',
  startDate: '2026-03-01',
  finishDate: '2026-03-10',
  expirationDate: '',
  entityName: 'Escola de Dados',
};
const check = (changes: Partial<ExternalCourseInput>) => checkExternalCourse({ ...valid, ...changes }, today);

describe('the external course form (learning-area.md 5)', () => {
  it('accepts a complete course; expiration date and evidence are optional', () => {
    expect(check({})).toEqual({});
    expect(check({ expirationDate: '2028-03-10' })).toEqual({});
  });

  it('requires title, type, workload, both dates and the entity with the spec’s message', () => {
    expect(
      check({ title: ' ', type: '', workload: '', startDate: '', finishDate: '', entityName: '' }),
    ).toEqual({
      title: m.required,
      type: m.required,
      workload: m.required,
      startDate: m.required,
      finishDate: m.required,
      entityName: m.required,
    });
    expect(m.required).toBe('*Preenchimento obrigatório');
  });

  it('wants a workload above 0: 0, -1 and text are refused, 0,5 and 1.25 are hours', () => {
    expect(check({ workload: '0' }).workload).toBe('O valor deve ser maior que 0');
    expect(check({ workload: '-1' }).workload).toBe(m.workloadPositive);
    expect(check({ workload: 'oito' }).workload).toBe(m.workloadPositive);
    expect(check({ workload: '0,5' })).toEqual({});
    expect(check({ workload: '1.25' })).toEqual({});
    expect(check({ workload: '1.255' }).workload).toBe(m.workloadPrecision);
    expect(check({ workload: '10000' }).workload).toBe(m.workloadTooLarge);
    expect(workloadHours('1,5')).toBe(1.5);
  });

  it('knows only the three types', () => {
    for (const type of ['IN_PERSON', 'ONLINE', 'BLENDED']) expect(check({ type })).toEqual({});
    expect(check({ type: 'EAD' }).type).toBe(m.invalidType);
  });

  describe('dates, day by day around today (2026-03-15)', () => {
    it('a finish on the start day and on today is valid', () => {
      expect(check({ startDate: '2026-03-15', finishDate: '2026-03-15' })).toEqual({});
      expect(check({ startDate: '2026-03-14', finishDate: '2026-03-14' })).toEqual({});
    });

    it('a finish one day before the start is an invalid period', () => {
      expect(check({ startDate: '2026-03-10', finishDate: '2026-03-09' })).toEqual({
        finishDate: m.invalidPeriod,
      });
      expect(m.invalidPeriod).toBe(
        'Período de realização inválido. A data final deve ser maior ou igual à data de início e não pode ser superior à data atual. Por favor, verifique as datas e tente novamente.',
      );
    });

    it('a finish one day after today is an invalid period', () => {
      expect(check({ startDate: '2026-03-01', finishDate: '2026-03-16' })).toEqual({
        finishDate: m.invalidPeriod,
      });
    });

    it('a start one day after today is refused, today is not', () => {
      expect(check({ startDate: '2026-03-16', finishDate: '2026-03-16' })).toEqual({
        startDate: m.startAfterToday,
        finishDate: m.invalidPeriod,
      });
      expect(check({ startDate: '2026-03-15', finishDate: '2026-03-15' }).startDate).toBeUndefined();
    });

    it('compares across months and years, not as numbers of the day', () => {
      expect(check({ startDate: '2025-12-31', finishDate: '2026-01-01' })).toEqual({});
      expect(check({ startDate: '2026-02-28', finishDate: '2026-02-01' }).finishDate).toBe(m.invalidPeriod);
    });

    it('refuses days that do not exist or are not yyyy-mm-dd', () => {
      expect(check({ startDate: '2026-02-30' }).startDate).toBe(m.invalidDate);
      expect(check({ finishDate: '10/03/2026' }).finishDate).toBe(m.invalidDate);
      expect(check({ expirationDate: '2026-13-01' }).expirationDate).toBe(m.invalidDate);
      expect(isCalendarDay('2024-02-29')).toBe(true);
      expect(isCalendarDay('2025-02-29')).toBe(false);
    });

    it('an expiration date, when given, is not before the finish', () => {
      expect(check({ expirationDate: '2026-03-10' })).toEqual({});
      expect(check({ expirationDate: '2026-03-09' }).expirationDate).toBe(m.expirationBeforeFinish);
    });
  });

  it('reads today on São Paulo’s clock: 02:00 UTC on April 1st is still March 31st there', () => {
    expect(dayIn(new Date('2026-04-01T02:00:00Z'))).toBe('2026-03-31');
    expect(dayIn(new Date('2026-04-01T03:00:00Z'))).toBe('2026-04-01');
  });
});
