// Run by `npm run build` (compiled beside the server): writes a migrated, empty PGlite data dir,
// which the server copies to start a fresh data dir instead of creating one (initdb).
import { rm } from 'node:fs/promises';
import { openDatabase } from './connect.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: make-template <folder>');
await rm(out, { recursive: true, force: true });
const database = await openDatabase({ kind: 'pglite', dataDir: out });
await database.close();
