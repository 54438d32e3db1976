// Renders a tree inside the engine (real registries and validators unless a test passes its own)
// and a memory router, the way the app does.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EngineProvider, type EngineConfig } from '../../src/engine';
import { fullEngine } from '../../registry/contents';

export { fullEngine as engineConfig };

export function renderWithEngine(
  ui: ReactElement,
  { route = '/', engine = {} }: { route?: string; engine?: Partial<EngineConfig> } = {},
) {
  return render(
    <EngineProvider config={fullEngine(engine)}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </EngineProvider>,
  );
}
