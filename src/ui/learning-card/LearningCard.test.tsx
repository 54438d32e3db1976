import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CardPlaceholders } from './CardPlaceholders';
import type { ElementView } from './elementView';
import { LearningCard } from './LearningCard';

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
    expect(screen.getByRole('link', { name: 'Liderança na prática' }).getAttribute('href')).toBe(
      '/level/7/HZ-01',
    );
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
    expect(screen.getByRole('link', { name: 'Liderança na prática' }).getAttribute('href')).toBe(
      '/nodeTree/HZ-01',
    );
    expect(screen.getByText('Seis encontros sobre feedback')).toBeTruthy();
  });

  it('without a node or content it is no link, and without an enrollment it shows no progress', () => {
    renderCard({ view: { kind: 'EVALUATION', title: 'Avaliação final' } });
    expect(screen.getByRole('heading', { name: 'Avaliação final' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
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
