import { Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { PERIOD_UNIT_MS } from '../period.ts';

/**
 * GET /privacy: what the privacy page tells anyone, signed in or not, of this server's own rules:
 * how many days archived learners are kept (LEARNER_RETENTION), or null when until a teacher deletes them.
 */
export function privacyRoutes({ learnerRetentionMs }: Pick<AppDeps, 'learnerRetentionMs'>) {
  return new Hono().get('/', (c) =>
    c.json({ learnerRetentionDays: learnerRetentionMs === undefined ? null : learnerRetentionMs / PERIOD_UNIT_MS.d }),
  );
}
