// Every story runs inside the engine (real registries and validators, designer preview on, so
// invalid data shows its JSON pointer and rule), a memory router, and the aurora tenant's theme.
import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { EngineProvider } from '../src/engine';
import { applyTheme } from '../src/theme/apply';
import { tenantTokens } from '../src/theme/tokens';
import { fullEngine } from '../registry/contents';
import { aurora, homeFormat } from './fixture';
import './preview.css';

applyTheme(document.documentElement, tenantTokens(aurora.app, homeFormat));

const engine = fullEngine({ preview: true });

const preview: Preview = {
  decorators: [
    (Story) => (
      <EngineProvider config={engine}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </EngineProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;
