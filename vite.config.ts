import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompressPlugin } from './scripts/precompress.ts';
import { packageWorkerPlugin } from './scripts/package-worker.ts';
import { leanReactRouterPlugin } from './scripts/lean-react-router.ts';
import { scormHostApartPlugin } from './scripts/scorm-host-apart-plugin.ts';
import { chunkModulesPlugin } from './scripts/chunk-modules.ts';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { shellPrecache } from './scripts/pwa-shell.ts';

// The API runs beside the dev server (npm run dev); the Host header is kept so tenants resolve by host.
const apiPort = Number(process.env.API_PORT ?? 5174);
const apiTarget = `http://127.0.0.1:${apiPort}`;

// The SCORM host page, its own modules, the shared rule it reads a run's values with and the SCORM
// run-time (scorm-host.html, src/scorm-host, src/shared-rules/scorm-values, scorm-again). The build
// fails when the host page would load the app's file (scripts/scorm-host-apart-plugin.ts).
const SCORM_HOST_MODULE =
  /[\\/](src[\\/]scorm-host[\\/]|scorm-host\.html$|src[\\/]shared-rules[\\/]scorm-values\.ts$|node_modules[\\/]scorm-again[\\/])/;

// Lazy chunks whose own imports the first paint's chunk lists (see modulePreload below): those of
// renderers/home-layouts/* (named after their folder), the learning frame, the learning home and the
// block registry.
const PRELOADED_FROM_FIRST_PAINT = /(^|\/)(row|mosaic|fullscreen|carousel|learning-shell)-[\w-]+\.js$/;
const FIRST_PAINT_CHUNK = /(^|\/)app-[\w-]+\.js$/;
const LOADED_WHEN_RUN = /(^|\/)saveCourse-[\w-]+\.js$/;

const SHARED_WIDGET_MODULE =
  /[\\/](src[\\/]ui[\\/](Modal|ConfirmDialog|LiveNote|httpUrl|useViewportWidth|GroupCarousel|carousel|useReducedMotion|redirect[\\/]rules)\b|src[\\/]i18n[\\/]widgets|src[\\/]shared-rules[\\/](web-address|contract-messages)|infiniteQueryOptions)/;
// The learning cards: the course page's, the catalog's, the journey's.
const LEARNING_SCREENS_MODULE = /[\\/]src[\\/]ui[\\/]learning-card[\\/]/;
// Small hooks, helpers and styles that screens of both apps import after the first paint.
const SCREEN_KIT_MODULE =
  /[\\/](src[\\/](paths[\\/]node-crumbs|ui[\\/](buttons\.css|fileType|file-icon[\\/]|next-page[\\/]|framed-page[\\/])|i18n[\\/](directory|fileSize)|shared-rules[\\/]offline-storage|ui[\\/]schedule[\\/]typeLookup|ui[\\/](richText|formFields)\.css)|@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/](mutationObserver|queriesObserver)|react-query[\\/]build[\\/]modern[\\/](useMutation|useQueries|useSuspenseQueries)))/;
const LEARNING_SHELL_MODULE =
  /[\\/](src[\\/]app[\\/]learning-frame[\\/]LearningFrame|src[\\/]app[\\/]routes[\\/]LearningHomeScreen|registry[\\/]blocks|src[\\/]generated[\\/]schema-table-learning|renderers[\\/]blocks[\\/]master-banner[\\/]index|src[\\/]api[\\/]learning-pages)\.tsx?$/;

// Where the build writes (vite build --outDir ...), for the service worker's precache list.
let outDir = path.resolve('dist');

export default defineConfig({
  // precompressPlugin: brotli and gzip copies of the build, served as they are (static-app.ts).
  // leanReactRouterPlugin: react-router's production build, without the parts the app never uses.
  // chunkModulesPlugin: with --manifest, which modules each file holds (npm run bench reads it).
  plugins: [
    leanReactRouterPlugin(),
    react(),
    vanillaExtractPlugin(),
    precompressPlugin(),
    // The package origin's worker of a kept SCORM run (src/scorm-host/package-worker.ts): its own classic
    // script, dist/scorm-worker.js, built with esbuild once the bundle is written (no part of either page).
    packageWorkerPlugin(),
    chunkModulesPlugin(),
    scormHostApartPlugin(),
    {
      name: 'out-dir',
      configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    },
    // The service worker (/sw.js): src/service-worker/sw.ts compiled with its Workbox modules, and the
    // shell's file list written into it (scripts/pwa-shell.ts). injectManifest, not generateSW: its
    // routes are code of ours (the POST of the app details, the users' caches to come), and the plugin
    // builds it in the same build, with the app's own file names. The manifest is the API's, per
    // tenant (server/tenants); the app registers the worker itself, lazily (src/main.tsx).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css,woff2}'],
        manifestTransforms: [shellPrecache(() => outDir)],
      },
    }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    host: true,
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/config.json': { target: apiTarget, changeOrigin: false },
      '/demo': { target: apiTarget, changeOrigin: false },
      // The chat's socket.io (long polling, then a WebSocket upgrade).
      '/socket.io': { target: apiTarget, changeOrigin: false, ws: true },
      // A SCORM run on the package origin (scorm.<host>, ADR 0011): the API answers its state, files,
      // commit and finish; its host page is this server's own scorm-host.html, hot reloaded like the app.
      '/scorm/runs': {
        target: apiTarget,
        changeOrigin: false,
        bypass: (request) =>
          /^\/scorm\/runs\/[\w-]+\/$/.test(request.url?.split('?')[0] ?? '') ? '/scorm-host.html' : undefined,
      },
    },
  },
  build: {
    target: 'es2022',
    // The map of the build's chunks: the reference API names a first screen's lazy modules in its
    // index.html's Link header from it (server/http/module-preloads.ts); the bench reads it too.
    manifest: true,
    sourcemap: false,
    // No inline module-preload polyfill: the strict CSP allows no inline script.
    modulePreload: {
      polyfill: false,
      // The list of what each lazy chunk needs is written into the importing chunk, and its hashed
      // file names do not compress: in the first paint's chunk, ~1.3 KB of the budget. There it is
      // kept for the home layouts (the content home's first paint) and the learning home's frame and
      // screen (issue 21: their imports, found one level at a time, made a chain of four round trips
      // before the banner); other screens fetch their scripts' imports when they run (one more round
      // trip on a screen's first open). Lazy chunks list everything (the block registry's renderers):
      // no budget pays for it. Style sheets are always listed: they must be there.
      // Saving a course for offline (a long action with its own progress bar) fetches its imports when it
      // runs too: the course page's screen file, within its budget, does not list them.
      resolveDependencies: (file, deps, { hostId }) =>
        (!FIRST_PAINT_CHUNK.test(hostId) && !LOADED_WHEN_RUN.test(file)) ||
        PRELOADED_FROM_FIRST_PAINT.test(file)
          ? deps
          : deps.filter((dep) => dep.endsWith('.css')),
    },
    assetsInlineLimit: 0,
    rollupOptions: {
      // The SCORM host page (src/scorm-host): a page of its own, served on the package origin only
      // (docs/decisions/0011); the app's pages never load its script.
      input: { index: 'index.html', 'scorm-host': 'scorm-host.html' },
      output: {
        // Left to itself, Rolldown cut the first paint into ~20 small shared chunks, and each file
        // gzips on its own: ~6 KB of the 120 KB budget went to repeated headers and lost context.
        // 'app' holds everything the entry imports statically (one file for /login and the home);
        // 'cards' holds the small card and tile modules the home layouts and most lists share.
        codeSplitting: {
          groups: [
            // (The SCORM host page's modules stay in its own entry: it must never load the app.)
            { name: 'app', tags: ['$initial'], test: (id) => !SCORM_HOST_MODULE.test(id) },
            { name: 'cards', test: /[\\/]src[\\/]ui[\\/](cards|mosaic|MosaicGrid|OptionTile)/ },
            // The learning frame's small imports that the content app's screens share (its modal, the
            // carousel, the address rules, the API's contract strings...): one file, not nine of ~1 KB, each
            // a request of its own.
            { name: 'widgets', test: SHARED_WIDGET_MODULE },
            // The learning area's shell: its frame, its home screen, the block registry, the learning
            // validators, the banner and the learning pages' calls (the screens' table asks for the
            // course page's answer while its module loads), with what only they import. Every
            // learning screen loads the frame; in ~25 files its first paint was ~50 requests over six
            // HTTP/1.1 connections (issue 21).
            { name: 'learning-shell', test: LEARNING_SHELL_MODULE },
            // The course page's title waited for 41 requests, 15 of them its screen's small imports
            // (~100 B to 4 KB each). Small hooks, helpers and styles any screen imports are one file,
            // date-fns with its pt-BR formats another, the learning cards a third. In this order: a
            // group takes along what its modules import that no earlier group took.
            { name: 'screen-kit', test: SCREEN_KIT_MODULE },
            { name: 'dates', test: /[\\/](node_modules[\\/]date-fns|src[\\/]i18n[\\/]dates)[\\/.]/ },
            { name: 'learning-screens', test: LEARNING_SCREENS_MODULE },
          ],
        },
      },
    },
  },
});
