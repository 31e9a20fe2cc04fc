import mdx from '@mdx-js/rollup';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentValidation } from './scripts/lib/contentValidationPlugin.ts';
import { storageValidators } from './scripts/lib/storageValidatorsPlugin.ts';

export default defineConfig({
  plugins: [
    { enforce: 'pre', ...mdx() },
    react(),
    vanillaExtractPlugin(),
    storageValidators(),
    contentValidation(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  preview: { port: 4173, strictPort: true },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/property/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
    // supabase-js needs a global WebSocket, which Node 20 only has behind this flag.
    execArgv: 'WebSocket' in globalThis ? [] : ['--experimental-websocket'],
  },
});
