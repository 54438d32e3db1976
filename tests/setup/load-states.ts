// The two states every part that loads its own data shows (ADR 0009, one data-state pattern), tested
// once here for each such renderer: "Carregando..." while the answer is awaited, then the error with
// 'Tentar novamente' when the call fails.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { never, serverError } from './fake-api';

const LOAD_ERROR = 'Houve algum erro durante o carregamento das informações';

/**
 * `render` draws the part with every API call answered by the handler it is given; `what` names what
 * loads, for the tests' names; `error` is the part's own failure text where it has one.
 */
export function itShowsLoadingAndError(
  what: string,
  render: (answer: typeof never | typeof serverError) => unknown,
  error = LOAD_ERROR,
) {
  it(`shows "Carregando..." while ${what} loads`, () => {
    render(never);
    // A status, so a screen reader says it; the part may hold other live regions, empty for now.
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Carregando...');
  });

  it(`says "${error}", with a retry, when ${what} fails`, async () => {
    render(serverError);
    expect(await screen.findByText(error)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
}
