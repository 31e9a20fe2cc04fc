// Builds the service worker again over a finished build folder, through vite-plugin-pwa's own API
// with the project's configuration. scripts/build/prerender.ts needs this: `vite build` writes sw.js before
// the public pages are prerendered, so its precache list would hold the unrendered index.html and
// miss /legal and the legal texts.
import path from 'node:path';
import { resolveConfig, type Plugin } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';

export async function rebuildServiceWorker(root: string, outDir = 'dist'): Promise<void> {
  const config = await resolveConfig(
    { root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir } },
    'build',
    'production',
    'production',
  );
  const plugin = config.plugins.find((candidate) => candidate.name === 'vite-plugin-pwa') as
    (Plugin & { api?: VitePluginPWAAPI }) | undefined;
  if (!plugin?.api || plugin.api.disabled) {
    throw new Error('rebuildServiceWorker: vite-plugin-pwa is missing from vite.config.ts');
  }
  await plugin.api.generateSW();
}
