import { describe, expect, it } from 'vitest';
import {
  dateFormats,
  formatDate,
  formatInstant,
  formatIsoDate,
  formatLongDate,
  monthTitle,
  parseDate,
  type DateFormat,
} from './dates';

// Local time, so each text is checked in whatever zone the tests run in: a Thursday, 09:05.
const thursday = new Date(2026, 10, 12, 9, 5);

describe('pt-BR date formats', () => {
  const table: [DateFormat, string][] = [
    ['longDate', '12 de novembro de 2026'],
    ['longDateAtTime', '12 de novembro de 2026 às 09:05'],
    ['longDateTime', '12 de novembro de 2026, 09:05'],
    ['weekdayLongDate', 'quinta-feira, 12 de novembro de 2026'],
    ['monthYear', 'novembro de 2026'],
    ['numericDate', '12/11/2026'],
    ['numericDateTime', '12/11/2026 09:05'],
    ['dayMonth', '12/11'],
    ['time', '09:05'],
    ['dayOfMonth', '12'],
    ['weekdayShort', 'qui'],
    ['weekday', 'quinta-feira'],
    ['isoDay', '2026-11-12'],
    ['isoMonth', '2026-11'],
  ];

  it.each(table)('%s writes %j', (name, text) => expect(formatDate(thursday, name)).toBe(text));

  it('has a row above for every format', () => {
    expect(table.map(([name]) => name).sort()).toEqual(Object.keys(dateFormats).sort());
  });

  it('writes the first day of a month without a leading zero, with the accents', () => {
    expect(formatDate(new Date(2026, 2, 1, 14, 0), 'longDateAtTime')).toBe('1 de março de 2026 às 14:00');
  });

  it('writes the month as a title with a capital', () => {
    expect(monthTitle(new Date(2026, 10, 1))).toBe('Novembro de 2026');
  });
});

describe('ISO dates from the API', () => {
  it('are read on the company’s clock (São Paulo), not the browser’s (issue 18)', () => {
    expect(parseDate(thursday.toISOString())?.getTime()).toBe(thursday.getTime());
    expect(formatIsoDate('2026-11-12T12:05:00.000Z', 'longDateAtTime')).toBe(
      '12 de novembro de 2026 às 09:05',
    );
    expect(formatLongDate('2026-11-22T12:00:00.000Z')).toBe('22 de novembro de 2026');
    // A class ending 30/06/2027 23:59 in São Paulo is 02:59 of 1 July in UTC: it still reads 30/06.
    expect(formatIsoDate('2027-06-30T23:59:59-03:00', 'numericDate')).toBe('30/06/2027');
    expect(formatInstant(new Date('2027-07-01T02:59:59Z'), 'numericDateTime')).toBe('30/06/2027 23:59');
  });

  it('read a day alone as that day, in any zone', () => {
    expect(formatIsoDate('2026-12-02', 'numericDate')).toBe('02/12/2026');
  });

  it.each([undefined, '', 'amanhã', '2026-13-45T99:00:00Z'])('give nothing for %j', (iso) => {
    expect(parseDate(iso)).toBeUndefined();
    expect(formatIsoDate(iso, 'longDate')).toBeUndefined();
    expect(formatLongDate(iso)).toBeUndefined();
  });
});
