import { describe, expect, it } from 'vitest';
import { bodyOf, courseFormSchema, emptyCourseValues, valuesOfCourse } from './courseForm';

const today = () => '2026-03-15';

describe('the external course form', () => {
  it('puts each rule’s message under its field', () => {
    const result = courseFormSchema(today).safeParse({ ...emptyCourseValues, workload: '0' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      title: '*Preenchimento obrigatório',
      type: '*Preenchimento obrigatório',
      workload: 'O valor deve ser maior que 0',
      startDate: '*Preenchimento obrigatório',
      finishDate: '*Preenchimento obrigatório',
      entityName: '*Preenchimento obrigatório',
    });
  });

  it('sends hours as a number, no empty optional field, and the parent of a resubmission', () => {
    const values = {
      ...emptyCourseValues,
      title: ' Excel ',
      type: 'ONLINE',
      workload: '1,5',
      startDate: '2026-03-01',
      finishDate: '2026-03-02',
      entityName: 'Escola',
    };
    expect(courseFormSchema(today).safeParse(values).success).toBe(true);
    expect(bodyOf(values, null)).toEqual({
      title: 'Excel',
      type: 'ONLINE',
      workload: 1.5,
      startDate: '2026-03-01',
      finishDate: '2026-03-02',
      entityName: 'Escola',
    });
    expect(bodyOf(values, '/learning/x', 8)).toMatchObject({
      evidencePath: '/learning/x',
      idParentUserExternalCourse: 8,
    });
  });

  it('fills the form from a stored course, hours written the pt-BR way', () => {
    const values = valuesOfCourse({
      idUserExternalCourse: 8,
      title: 'Scrum',
      type: 'BLENDED',
      workload: 16.5,
      startDate: '2025-10-06',
      finishDate: '2025-10-31',
      expirationDate: null,
      entityName: 'Ágil Brasil',
      status: 'REJECTED',
      hasResubmission: false,
      creationDate: '2025-10-31T17:30:00.000Z',
      lastModifiedDate: '2025-10-31T21:00:00.000Z',
    });
    expect(values).toMatchObject({ workload: '16,5', expirationDate: '' });
  });
});
