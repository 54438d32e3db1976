import { describe, expect, it } from 'vitest';
import { allSelected, requestAction, statusesFromQuery, toggleAll, toggleStatus } from './requestRules';

describe('enrolment requests filter (learning-area.md 4.6)', () => {
  it('starts at PENDING only', () => {
    expect(statusesFromQuery(null)).toEqual(['PENDING']);
  });

  it('reads the statuses an address names, in their order, and drops unknown ones', () => {
    expect(statusesFromQuery('DENIED,PENDING,ABERTO')).toEqual(['PENDING', 'DENIED']);
    expect(statusesFromQuery('')).toEqual([]);
  });

  it('ticks and unticks one status', () => {
    expect(toggleStatus(['PENDING'], 'CANCELED')).toEqual(['PENDING', 'CANCELED']);
    expect(toggleStatus(['PENDING', 'CANCELED'], 'PENDING')).toEqual(['CANCELED']);
  });

  it("'Todos' ticks all four, and unticks them when all four are ticked", () => {
    expect(toggleAll(['PENDING'])).toEqual(['PENDING', 'APPROVED', 'DENIED', 'CANCELED']);
    expect(allSelected(toggleAll([]))).toBe(true);
    expect(toggleAll(['PENDING', 'APPROVED', 'DENIED', 'CANCELED'])).toEqual([]);
  });
});

describe('enrolment request actions (4.6)', () => {
  it('cancels a pending one, opens an approved one, justifies a denied one', () => {
    expect(requestAction({ status: 'PENDING' })).toBe('cancel');
    expect(requestAction({ status: 'APPROVED', idEnrollment: 501 })).toBe('openEnrollment');
    expect(requestAction({ status: 'DENIED' })).toBe('justification');
  });

  it('offers nothing for a cancelled one, nor an approved one without its enrolment', () => {
    expect(requestAction({ status: 'CANCELED' })).toBeNull();
    expect(requestAction({ status: 'APPROVED', idEnrollment: null })).toBeNull();
  });
});
