// The server's build step (part of `npm run build`): compiles server/index.ts and what it imports
// into dist-server/, with the dependencies it can hold (start-up reads one file instead of hundreds
// of node_modules files); those that load files of their own beside their code (PGlite's wasm, native
// addons) or are large and loaded late stay in node_modules. It copies the migrations beside it and
// writes the migrated PGlite template a fresh data dir starts from. `npm start` runs the output
// with plain node.
import { spawnSync } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const out = process.env.SERVER_OUT_DIR ?? 'dist-server';
await rm(out, { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: { index: 'server/index.ts', 'make-template': 'server/db/make-template.ts' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: out,
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@node-rs/argon2',
    'nodemailer',
    '@zxcvbn-ts/*',
    // Loaded only when MEDIA_STORE names a bucket.
    '@aws-sdk/client-s3',
    'pg-native',
  ],
  // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  // Positions only: `npm start` (--enable-source-maps) reads and parses every map on each start,
  // and stack traces need no copy of the sources.
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning',
});
// `import { z } from 'zod'` (a named export of zod's namespace) cannot be tree-shaken by esbuild:
// it put all of zod in the server, 751 kB with the messages of 40 locales, compiled on every start.
const bundled = Object.values(metafile.outputs).flatMap((output) =>
  Object.entries(output.inputs).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : [])),
);
const locales = bundled.filter((input) => /zod\/v4\/locales\/(?!en\.js)/.test(input));
if (locales.length > 0) {
  console.error(
    `The server bundle holds zod's locales (${locales.length} files): import zod as \`import * as z from 'zod'\`.`,
  );
  process.exit(1);
}
await cp('server/db/migrations', path.join(out, 'migrations'), { recursive: true });
const template = spawnSync(process.execPath, [path.join(out, 'make-template.js'), path.join(out, 'pglite-template')], {
  stdio: 'inherit',
});
if (template.status !== 0) process.exit(template.status ?? 1);
console.log(`Server built into ${out}/`);
