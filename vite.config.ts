import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vite';
import { appShellFallbackPlugin, appShellFilePlugin } from './scripts/build/appShellFallback.ts';
import { audioFiles } from './scripts/build/audioFilesPlugin.ts';
import { buildSettings } from './scripts/build/buildSettingsPlugin.ts';
import { contentValidation } from './scripts/build/contentValidationPlugin.ts';
import { securityHeadersPlugin } from './scripts/build/headersFile.ts';
import { messageAreasPlugin } from './scripts/build/messageAreasPlugin.ts';
import { readRouteShellList } from './scripts/build/routeShellList.ts';
import { storageValidators } from './scripts/build/storageValidatorsPlugin.ts';
import { triageTitles } from './scripts/build/triageTitlesPlugin.ts';

/** The build's folder, once Vite has resolved it (`--outDir` or dist/). */
let outDir = fileURLToPath(new URL('./dist', import.meta.url));

export default defineConfig({
  plugins: [
    {
      name: 'vita365:out-dir',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    // First, so a Stripe secret key set as the publishable key stops the build before any work.
    buildSettings(),
    { enforce: 'pre', ...mdx() },
    // Each area of content/messages/ loads with the code that names one of its keys.
    messageAreasPlugin(),
    react(),
    vanillaExtractPlugin(),
    storageValidators(),
    audioFiles(),
    triageTitles(),
    contentValidation(),
    // Before the app-shell fallback, so a member route's headers are chosen by its own path.
    securityHeadersPlugin(),
    appShellFallbackPlugin(),
    appShellFilePlugin(),
    // The service worker: src/serviceWorker/sw.ts, built to dist/sw.js with the precache list
    // injected. scripts/build/prerender.ts builds it again once the public pages are written, so their
    // final HTML is what gets precached. The web manifest is public/manifest.webmanifest and the
    // registration is src/app/boot/startServiceWorker.ts (production builds only).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/serviceWorker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      devOptions: { enabled: false },
      injectManifest: {
        globPatterns: [
          '**/*.{js,css,html}',
          'manifest.webmanifest',
          '*.{svg,png}',
          // One pattern, so a folder that does not exist yet (bmi/) raises no warning.
          '{icons,images,bmi}/**/*.{svg,png,webp,jpg}',
        ],
        globIgnores: ['.vite/**'],
        // The route shells (dist/agenda.html…) are for the network; offline, app.html answers.
        manifestTransforms: [
          (entries) => {
            const shells = new Set(readRouteShellList(outDir));
            return { manifest: entries.filter((entry) => !shells.has(entry.url)) };
          },
        ],
      },
    }),
  ],
  // Workers as ES modules (each is started with type: 'module'), so a worker's import() becomes a
  // chunk of its own: the PDF worker fetches the PDF code only when a PDF is asked for.
  // The workers' bundles get their own plugins: the PDF worker says its report in the catalogue's words.
  worker: { format: 'es', plugins: () => [messageAreasPlugin()] },
  resolve: {
    // jsPDF's optional html()/SVG helpers, which the report does not use: see the module's note.
    alias: [
      ...['html2canvas', 'canvg', 'dompurify'].map((name) => ({
        find: new RegExp(`^${name}$`),
        replacement: fileURLToPath(
          new URL('./src/features/checkup/report/pdf/omittedPdfFeature.ts', import.meta.url),
        ),
      })),
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/reactSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // index.html is the shell of the app (main.tsx); landingMain.ts is all the static landing runs
      // (scripts/build/prerender.ts writes it into the prerendered `/`).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        landing: fileURLToPath(new URL('./src/landingMain.ts', import.meta.url)),
      },
      // Every icon that two or more chunks use goes into one chunk (about 8 kB compressed) instead of
      // one chunk per icon: /agenda's HTML preloaded 60 modules, 12 of them icons of a few hundred
      // bytes, and queueing those requests was the biggest part of the page's first long task.
      // With them merged, the paid member's blocking time fell on every member page (/agenda 167 →
      // 86 ms, /dashboard 107 → 66 ms; docs/performance.md). Icons of one page stay in its chunk.
      output: {
        codeSplitting: {
          groups: [{ name: 'icons', test: /[\\/]lucide-react[\\/]/, minShareCount: 2 }],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  // The test settings are in vitest.config.ts.
});
