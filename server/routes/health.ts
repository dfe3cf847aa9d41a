import { Hono } from 'hono';

/** Mounted only once the database is open and migrated, so an answer means ready. */
export function healthRoutes() {
  return new Hono().get('/health', (c) => c.json({ ok: true as const }));
}
