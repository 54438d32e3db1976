import { describe, expect, it } from 'vitest';
import { classAction, periodText, shownDescription, vacanciesText } from './classDisplay';

describe('what the class modal writes of a class (learning-area.md 4.4, 5)', () => {
  it("places: 'ilimitadas' when null, '0' when 0 or below, else the number", () => {
    expect(vacanciesText({ capacity: null })).toBe('ilimitadas');
    expect(vacanciesText({ capacity: 40, totalVacanciesAvailable: null })).toBe('ilimitadas');
    expect(vacanciesText({ capacity: 40, totalVacanciesAvailable: 0 })).toBe('0');
    expect(vacanciesText({ capacity: -3 })).toBe('0');
    expect(vacanciesText({ capacity: 40, totalVacanciesAvailable: 12 })).toBe('12');
    expect(vacanciesText({ capacity: 25 })).toBe('25');
  });

  it.each(['N / A', 'N / D', 'N/A', 'N/D', ' N/A ', '', undefined])('hides the description %j', (text) => {
    expect(shownDescription(text)).toBeUndefined();
  });

  it('keeps any other description', () => {
    expect(shownDescription('Turma on-line')).toBe('Turma on-line');
    expect(shownDescription('N/A até março')).toBe('N/A até março');
  });

  it('writes the period as d/m/Y', () => {
    expect(
      periodText({ initialDate: '2026-09-01T12:00:00-03:00', finalDate: '2027-06-30T12:00:00-03:00' }),
    ).toBe('01/09/2026 a 30/06/2027');
    expect(periodText({ initialDate: '2026-09-01T12:00:00-03:00' })).toBe('01/09/2026');
    expect(periodText({})).toBeUndefined();
  });

  it('offers direct enrolment, a request, or the wait for approval', () => {
    expect(classAction({ needApproval: 0 })).toBe('enroll');
    expect(classAction({})).toBe('enroll');
    expect(classAction({ needApproval: 1, awaitingApproval: false })).toBe('request');
    expect(classAction({ needApproval: 1, awaitingApproval: true })).toBe('awaiting');
  });
});
