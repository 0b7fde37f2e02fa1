import path from 'path';
import { defineConfig } from 'vite';

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, '../..');

/** The console is built into dist/console, which the api serves at /console. */
export default defineConfig({
  root: HERE,
  base: '/console/',
  resolve: { alias: { '@fnhost/sdk': path.join(ROOT, 'libs/sdk/src') } },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: path.join(ROOT, 'dist/console'),
    emptyOutDir: true,
    // The CSP allows no inline code: even a small asset stays a file rather than a data: URL.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  logLevel: 'warn',
});
