import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CardPlaceholders } from './CardPlaceholders';
import type { ElementView } from './elementView';
import { LearningCard } from './LearningCard';
import { hrefOf } from '../../../tests/setup/queries';

const view: ElementView = {
  kind: 'NODE',
  title: 'Liderança na prática',
  description: 'Seis encontros sobre feedback',
  image: '/demo/lideranca.jpg',
  nodeCode: 'HZ-01',
  idEnrollment: 7,
  progress: 35,
};

const renderCard = (props: Partial<Parameters<typeof LearningCard>[0]> = {}) =>
  render(
    <MemoryRouter>
      <LearningCard view={view} format="portrait" {...props} />
    </MemoryRouter>,
  );

const image = (container: HTMLElement) => container.querySelector('img') as HTMLImageElement;

describe('the learning card', () => {
  it('is one link named by its title, to its node, with the progress of the enrollment', () => {
    renderCard();
    expect(hrefOf('Liderança na prática')).toBe('/level/7/HZ-01');
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(35);
  });

  it("asks for its format's crop, and shows the original when the crop fails", () => {
    const { container } = renderCard();
    expect(image(container).getAttribute('src')).toBe('/demo/lideranca-format-portrait.jpg');
    fireEvent.error(image(container));
    expect(image(container).getAttribute('src')).toBe('/demo/lideranca.jpg');
  });

  it('a journey card leads to the node tree and shows its description', () => {
    renderCard({ variant: 'journey' });
    expect(hrefOf('Liderança na prática')).toBe('/nodeTree/HZ-01');
    expect(screen.getByText('Seis encontros sobre feedback')).toBeTruthy();
  });

  it('without a node or content it is no link, and without an enrollment it shows no progress', () => {
    renderCard({ view: { kind: 'EVALUATION', title: 'Avaliação final' } });
    expect(screen.getByRole('heading', { name: 'Avaliação final' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('the card of a course by its enrolment state (learning-area.md 4.4)', () => {
  const course = (facts: ElementView['facts'], extra: Partial<ElementView> = {}) =>
    renderCard({
      view: { kind: 'NODE', title: 'Gestão de Conflitos', nodeCode: 'HZ-LID-02', facts, ...extra },
    });
  const learning = { kind: 'NODE', nodeType: 'LEARNING' } as const;
  const open = { finalDate: '2099-12-31T00:00:00Z', allowReenrollment: 1, allowAccessUponCompletion: 0 };

  it("says 'matriculado' and opens its page when enrolled", () => {
    course(
      { ...learning, enrollment: { status: 'IN_PROGRESS' }, hasNodeEnrollment: true },
      { idEnrollment: 9 },
    );
    expect(screen.getByText('matriculado')).toBeTruthy();
    expect(hrefOf('Gestão de Conflitos')).toBe('/level/9/HZ-LID-02');
  });

  it("offers 'fazer matrícula' without an enrollment, and 'faça a sua rematrícula' after FAILED", () => {
    const { unmount } = course({ ...learning, selfEnrollment: true });
    expect(screen.getByRole('button', { name: 'fazer matrícula' })).toBeTruthy();
    unmount();
    course({ ...learning, enrollment: { status: 'FAILED', team: open } });
    expect(screen.getByRole('button', { name: 'faça a sua rematrícula' })).toBeTruthy();
  });

  it("leads to the course's presentation (its catalog) when it offers a (re-)enrolment", () => {
    const { unmount } = course({ ...learning, selfEnrollment: true });
    const link = () => hrefOf('Gestão de Conflitos');
    expect(link()).toBe('/catalog/HZ-LID-02');
    unmount();
    // The FAILED enrolment's level is refused (no active enrollment): not there, even when told so.
    renderCard({
      view: {
        kind: 'NODE',
        title: 'Gestão de Conflitos',
        nodeCode: 'HZ-LID-02',
        idEnrollment: 503,
        facts: { ...learning, enrollment: { status: 'FAILED', team: open } },
      },
      href: '/level/503',
    });
    expect(link()).toBe('/catalog/HZ-LID-02');
  });

  it("says 'Matricula em processamento' and does not open while processing", () => {
    course({ ...learning, processing: true, enrollment: { status: 'IN_PROGRESS' } }, { idEnrollment: 9 });
    expect(screen.getByText('Matricula em processamento')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('does not open when COMPLETED in a class closed upon completion, nor without self-enrollment', () => {
    const { unmount } = course(
      { ...learning, enrollment: { status: 'COMPLETED', team: open } },
      { idEnrollment: 9 },
    );
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    course({ ...learning, selfEnrollment: false });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("a locked card and one of a class not started yet say 'Bloqueado' and do not open (4.3)", () => {
    const { unmount } = course(
      { ...learning, enrollment: { status: 'IN_PROGRESS' } },
      { idEnrollment: 9, locked: true },
    );
    expect(screen.getByText('Bloqueado')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    course(
      { ...learning, enrollment: { status: 'NOT_ATTEMPTED', team: { initialDate: '2099-01-01T00:00:00Z' } } },
      { idEnrollment: 9 },
    );
    expect(screen.getByText('Bloqueado')).toBeTruthy();
  });

  it("a locked evaluation, which has no enrolment state, says 'Bloqueado' too (issue 18)", () => {
    renderCard({
      view: {
        kind: 'EVALUATION',
        title: 'Avaliação final',
        locked: true,
        evaluation: { idEvaluation: 4204, idNodeEnrollment: 50700 },
        idEnrollment: 507,
      },
    });
    expect(screen.getByText('Bloqueado')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('loading placeholders', () => {
  it('draws 5 card shapes by default, hidden from assistive technology, under one status', () => {
    const { container } = render(<CardPlaceholders format="square" columns={4} />);
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('Carregando cards...');
  });

  it('draws the count it is given', () => {
    const { container } = render(<CardPlaceholders format="portrait" columns={5} count={10} />);
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(10);
  });
});
