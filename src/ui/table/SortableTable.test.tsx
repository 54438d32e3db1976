import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnrollmentsTable, type Enrollment } from './example';

const enrollments: Enrollment[] = [
  { id: 1, course: 'Vendas consultivas', progress: 40 },
  { id: 2, course: 'Ética', progress: 100 },
  { id: 3, course: 'atendimento', progress: 5 },
];

const Enrollments = ({ rows = enrollments }: { rows?: Enrollment[] }) => (
  <EnrollmentsTable rows={rows} emptyText="Nenhuma matrícula" />
);

const courses = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('SortableTable', () => {
  it('is a named table whose sortable headers sort on click and reverse on a second click', () => {
    render(<Enrollments />);
    expect(screen.getByRole('table', { name: 'Minhas matrículas' })).toBeTruthy();
    expect(courses()).toEqual(['Vendas consultivas', 'Ética', 'atendimento']);
    const course = screen.getByRole('columnheader', { name: 'Curso' });
    expect(course.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(course).getByRole('button', { name: 'Curso' }));
    expect(course.getAttribute('aria-sort')).toBe('ascending');
    expect(courses()).toEqual(['atendimento', 'Ética', 'Vendas consultivas']);
    fireEvent.click(within(course).getByRole('button'));
    expect(course.getAttribute('aria-sort')).toBe('descending');
    expect(courses()).toEqual(['Vendas consultivas', 'Ética', 'atendimento']);
    const progress = screen.getByRole('columnheader', { name: /Progresso/ });
    fireEvent.click(within(progress).getByRole('button'));
    expect(progress.getAttribute('aria-sort')).toBe('ascending');
    expect(within(progress).getByText('ordem crescente')).toBeTruthy();
    expect(courses()).toEqual(['atendimento', 'Vendas consultivas', 'Ética']);
  });

  it("sorts from the keyboard: each sortable header's button is in the tab order", () => {
    render(<Enrollments />);
    const progress = screen.getByRole('columnheader', { name: 'Progresso' });
    const button = within(progress).getByRole('button', { name: 'Progresso' });
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(document.activeElement).toBe(button);
    // A native button: Enter and Space press it (a click), as in a browser.
    fireEvent.click(button);
    expect(progress.getAttribute('aria-sort')).toBe('ascending');
  });

  it('says the empty text when there are no rows', () => {
    render(<Enrollments rows={[]} />);
    expect(screen.getByText('Nenhuma matrícula')).toBeTruthy();
  });
});
