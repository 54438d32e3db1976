// Storybook for the renderers: designers see every renderer with the demo tenant's data.
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

// vite-plugin-pwa (when the app config adds it) would try to precache the 3 MB manager bundle.
const isPwa = (plugin: PluginOption) =>
  Boolean(
    plugin &&
    typeof plugin === 'object' &&
    'name' in plugin &&
    String(plugin.name).startsWith('vite-plugin-pwa'),
  );

const config: StorybookConfig = {
  stories: [
    '../renderers/**/*.stories.tsx',
    '../registry/*.stories.tsx',
    '../registry/generated/*.stories.tsx',
    '../src/ui/**/*.stories.tsx',
  ],
  // The fixture's images point at /demo/, where the reference server serves the tenant's assets.
  staticDirs: [{ from: '../fixtures/aurora/assets', to: '/demo' }],
  framework: '@storybook/react-vite',
  core: { disableTelemetry: true, enableCrashReports: false, disableWhatsNewNotifications: true },
  // The default react-docgen: react-docgen-typescript needs TypeScript's JS API, which TS 7 lacks.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? [])
      .flat(Infinity as 1)
      .filter((plugin) => !isPwa(plugin as PluginOption)),
  }),
};

export default config;
