import { describe, expect, it } from 'vitest';
import learningStatusSchema from '../../schemas/learning-status.json';
import enrollmentRequestSchema from '../../schemas/enrollment-request.json';
import {
  enrollmentRequestStatusLabels,
  learningStatusLabels,
  learningStatusPercent,
} from './learning-status';

describe('learning status labels (learning-area.md 4.1)', () => {
  it.each([
    ['NOT_ATTEMPTED', 'Não iniciado', 0],
    ['IN_PROGRESS', 'Em andamento', 50],
    ['INCOMPLETE', 'Em andamento', 50],
    ['COMPLETED', 'Concluído', 100],
    ['PASSED', 'Aprovado', 100],
    ['FAILED', 'Reprovado', 100],
    ['EXPIRED', 'Expirado', null],
    ['EQUIVALENCY', 'Concluído por equivalência', null],
  ] as const)('%s reads %j and counts %j percent', (status, label, percent) => {
    expect(learningStatusLabels[status]).toBe(label);
    expect(learningStatusPercent[status]).toBe(percent);
  });

  it('labels every value of schemas/learning-status.json, and only those', () => {
    expect(Object.keys(learningStatusLabels).sort()).toEqual([...learningStatusSchema.enum].sort());
    expect(Object.keys(learningStatusPercent).sort()).toEqual([...learningStatusSchema.enum].sort());
  });
});

describe('enrollment request labels (learning-area.md 4.6)', () => {
  it.each([
    ['PENDING', 'Aguardando'],
    ['APPROVED', 'Aprovado'],
    ['DENIED', 'Reprovado'],
    ['CANCELED', 'Cancelado'],
  ] as const)('%s reads %j', (status, label) => expect(enrollmentRequestStatusLabels[status]).toBe(label));

  it('labels every status of schemas/enrollment-request.json', () =>
    expect(Object.keys(enrollmentRequestStatusLabels).sort()).toEqual(
      [...enrollmentRequestSchema.properties.status.enum].sort(),
    ));
});
