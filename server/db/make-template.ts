// Run by `npm run build` (compiled beside the server): writes a migrated, empty PGlite database
// as an archive, from which the server starts a fresh data dir instead of creating one (initdb).
import { writeFile } from 'node:fs/promises';
import { openDatabase } from './connect.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: make-template <archive.tar.gz>');
const database = await openDatabase({ kind: 'pglite' });
const dump = await database.dump?.();
if (!dump) throw new Error('PGlite gave no dump');
await writeFile(out, Buffer.from(await dump.arrayBuffer()));
await database.close();
