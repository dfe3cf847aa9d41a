// The server's entry: it starts loading the embedded database's WebAssembly first, so that V8
// compiles it on other threads while this thread loads the rest of the server (main.ts).
import { preloadPgliteArtifacts } from './db/pglite-artifacts.ts';

// PGlite is the database when DATABASE_URL is unset or blank, as config.ts reads it (the config
// itself is not loaded yet: it needs zod). A failure here is met again, and reported, where the
// database opens.
if (!process.env.DATABASE_URL?.trim()) preloadPgliteArtifacts().catch(() => undefined);
await import('./main.ts');
