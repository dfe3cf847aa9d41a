import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { courseChunks } from './scripts/course-chunks.ts';
import { firstPageCheck } from './scripts/first-page-check.ts';
import { offlinePrecache } from './scripts/offline-precache.ts';

/** The web app manifest has one source, manifest.webmanifest at the top of the project. */
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * The entry's code in one chunk, and what two or more course pages use in two, rather than dozens
 * of small files (decision record 8).
 */
const chunks = courseChunks();
/** The admin's code stays out of the service worker's precache (decision record 8). */
const precache = offlinePrecache();

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    firstPageCheck(),
    chunks.plugin,
    precache.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: null,
      manifest,
      injectManifest: {
        // The app shell and the games' sounds; lesson media is stored per course by the app.
        globPatterns: ['**/*.{js,css,html,webmanifest}', 'icons/*.{png,svg}', 'sounds/*.mp3'],
        globIgnores: ['demo/**'],
        manifestTransforms: [precache.manifestTransform],
      },
    }),
  ],
  server: {
    // The API accepts only its own Host names: the proxy sends the target's.
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    // BUILD_OUT_DIR lets a second build (e.g. a parallel test run) not overwrite dist/.
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    target: 'es2022',
    // A page loaded later (a route's chunk) is not announced with a modulepreload link for each
    // module it imports, only with its styles: appending a route's 20-40 links was one long task on a
    // 4x-slowed CPU (130 ms). Costs a first visit on a slow network a round trip per import level,
    // which the course chunks keep to one. Decision record 8 has the figures both ways.
    // With no modulepreload link anywhere (index.html names its scripts as scripts), the polyfill
    // that follows such links in older browsers would only add its code to the entry.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    // Maps are written for error reports but not named in the scripts, and the server never serves them.
    sourcemap: 'hidden',
    rolldownOptions: { output: { codeSplitting: { groups: [chunks.group] } } },
  },
});
