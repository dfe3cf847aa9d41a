import { Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { databaseUnreachable, errorBody } from '../http/errors.ts';

/**
 * Mounted only once the database is open and migrated. GET /health: ready, the database answers
 * (503 while it cannot be reached, for a load balancer to send requests elsewhere); GET
 * /health/live: the process answers, whatever the database does (200 while it runs, so that
 * nothing restarts a server that waits for its database).
 */
export function healthRoutes({ databaseReachable }: Pick<AppDeps, 'databaseReachable'>) {
  return new Hono()
    .get('/health', async (c) => {
      if (!databaseReachable || (await databaseReachable())) return c.json({ ok: true as const });
      const { message, headers } = databaseUnreachable();
      return c.json({ ok: false as const, database: 'unreachable' as const, ...errorBody(message) }, 503, headers);
    })
    .get('/health/live', (c) => c.json({ ok: true as const }));
}
