import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  appIconsPlugin,
  BACKGROUND_COLOR,
  manifestIcons,
  THEME_COLOR,
} from './client/build/app-icons.ts';
import { entryPagesPlugin } from './client/build/entry-pages.ts';
import { precompiledMessagesPlugin } from './client/build/precompiled-messages.ts';
import { entryNamespaces, entryPages } from './client/src/entry-pages.ts';
import { pathAliases } from './path-aliases.ts';

const server = process.env.API_URL ?? 'http://127.0.0.1:3001';
/** DIST_DIR lets parallel builds (e.g. two test runs) use separate output folders. */
const distDir = process.env.DIST_DIR ?? 'dist';

/**
 * react-router's package exports resolve its development build in every mode (upstream issue
 * remix-run/react-router#14102), which leaves its development warnings on in production; a
 * production build takes the production files it ships beside them.
 */
const reactRouterProduction = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(
    new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url),
  ),
}));

/**
 * The catalogues arrive precompiled (client/build/precompiled-messages.ts), so the browser gets
 * the parser's stub that only says what each AST node is (docs/decisions.md "Languages").
 */
const withoutMessageParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: fileURLToPath(
    new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url),
  ),
};

export default defineConfig(({ mode }) => ({
  root: 'client',
  resolve: {
    alias: [
      ...pathAliases,
      withoutMessageParser,
      ...(mode === 'production' ? reactRouterProduction : []),
    ],
  },
  publicDir: 'public',
  plugins: [
    react(),
    precompiledMessagesPlugin(),
    entryPagesPlugin(
      entryPages,
      entryNamespaces,
      fileURLToPath(new URL('./client/src', import.meta.url)),
    ),
    appIconsPlugin(fileURLToPath(new URL('./client/public/favicon.svg', import.meta.url))),
    // The installable app (docs/product.md §2.7): the manifest, linked from index.html, and our
    // own worker (client/src/sw.ts) given the build's file list to keep for offline use. The
    // app registers it itself after the first screen (client/src/lib/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Homegrown',
        short_name: 'Homegrown',
        description: 'Trade seeds, plants and produce with home gardeners in your neighborhood.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: manifestIcons,
      },
      injectManifest: {
        // A classic script, as the app registers it (client/src/lib/service-worker.ts): the
        // plugin's "es" build also asks Rolldown for the deprecated `inlineDynamicImports`.
        rollupFormat: 'iife',
        // The shell: the page and every hashed file (code, styles, icons). The entry-page
        // copies and their table are the server's (server/spa.ts); offline, index.html serves.
        globPatterns: [
          'index.html',
          'favicon.svg',
          'assets/**/*.{js,css,svg,png,woff2}',
          'icons/*.png',
        ],
        globIgnores: ['icons/apple-touch-icon.png'],
      },
    }),
  ],
  build: {
    outDir: `../${distDir}/client`,
    emptyOutDir: true,
    // Not in a build anyone may download: the server would hand out the client's source.
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
}));
