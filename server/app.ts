import type { ErrorHandler } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { identify } from './auth/middleware.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { setAnswerHeader } from './http/answer-headers.ts';
import {
  ApiError,
  databaseUnreachable,
  diskFull,
  errorBody,
  isDatabaseUnreachable,
  isDiskFull,
  isUnstorableValue,
  UNSTORABLE_VALUE,
} from './http/errors.ts';
import { mediaFiles } from './http/media-files.ts';
import { corsFor, hostCheck, securityHeaders } from './http/security.ts';
import { staticClient } from './http/static-client.ts';
import { activityRoutes } from './routes/activities.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { authRoutes } from './routes/auth.ts';
import { findItRoutes } from './routes/findit.ts';
import { healthRoutes } from './routes/health.ts';
import { learnerRoutes } from './routes/learners.ts';
import { lessonRoutes } from './routes/lessons.ts';
import { mediaRoutes } from './routes/media.ts';
import { packRoutes } from './routes/packs.ts';
import { privacyRoutes } from './routes/privacy.ts';
import { productRoutes } from './routes/products.ts';
import { syncRoute } from './routes/sync.ts';
import { webhookRoutes } from './routes/webhooks.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
const BODILESS = new Set(['GET', 'HEAD']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STREAMED_BODIES = ['/api/media', '/api/packs'];

/** Known failures answer their status and text; anything else is logged and answers a plain 500. */
const onError: ErrorHandler = (thrown, c) => {
  const error = isDiskFull(thrown) ? diskFull(thrown) : isDatabaseUnreachable(thrown) ? databaseUnreachable() : thrown;
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorBody(error.message, error.extra), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorBody(error.message || 'Bad request'), error.status as ContentfulStatusCode);
  }
  // Input the schemas let through but the database refuses (a NUL character, a year 0, a number
  // beyond a column's range) is the caller's mistake, not the server's.
  if (isUnstorableValue(error)) return c.json(errorBody(UNSTORABLE_VALUE), 400);
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json(errorBody('Something went wrong on the server. Please try again.'), 500);
};

/** The API; its last route answers any other /api path as an unknown call, so none falls through to the client. */
function buildApi(deps: AppDeps) {
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // The rest of the body is not read: the connection must end with this answer, or the
    // client's next request on it would meet the unread bytes (or a closed socket).
    onError: (c) => c.json(errorBody('The request is larger than 1 MiB'), 413, { Connection: 'close' }),
  });
  return (
    new Hono<AppEnv>()
      // Media uploads and course packs are streamed to disk under limits of their own
      // (routes/media.ts, routes/packs.ts). No call reads the body of a GET or HEAD: looking for
      // one would make a full Request of each read.
      .use((c, next) =>
        STREAMED_BODIES.some((prefix) => c.req.path.startsWith(prefix)) || BODILESS.has(c.req.method)
          ? next()
          : jsonLimit(c, next),
      )
      // A read this process answers after one of its own writes must see that write, also where
      // the write's change announcement arrives on another connection (db/change-feed.ts).
      .use(async (c, next) => {
        try {
          await next();
        } finally {
          if (!READS.has(c.req.method)) deps.changes.wrote();
        }
      })
      .use(identify(deps))
      .route('/', healthRoutes(deps))
      .route('/auth', authRoutes(deps))
      .route('/products', productRoutes(deps))
      .route('/lessons', lessonRoutes(deps))
      .route('/findit-cards', findItRoutes(deps))
      .route('/activities', activityRoutes(deps))
      .route('/activities', syncRoute(deps))
      .route('/learners', learnerRoutes(deps))
      .route('/privacy', privacyRoutes(deps))
      .route('/media', mediaRoutes(deps))
      .route('/packs', packRoutes(deps))
      .route('/admin/users', adminUserRoutes(deps))
      .route('/webhooks', webhookRoutes(deps))
      .all('*', (c) => c.json(errorBody(`No such call: ${c.req.method} ${c.req.path}`), 404))
  );
}

export type AppType = ReturnType<typeof buildApi>;

/** The whole server: the API under /api and, when a build is given, the client beside it. */
export function createApp(deps: AppDeps) {
  const api = buildApi(deps);
  api.onError(onError);
  api.notFound((c) => c.json(errorBody(`No such call: ${c.req.method} ${c.req.path}`), 404));

  // Not strict: the spec's `POST /products/` and `/products` are the same call.
  const app = new Hono({ strict: false });
  app.use(...securityHeaders(deps.trustProxy));
  app.use(hostCheck(deps.allowedHosts));
  app.use('/api/*', corsFor(deps.corsOrigins));
  // Answers are per user: none may stay in a shared browser's HTTP cache for the next teacher.
  app.use('/api/*', async (c, next) => {
    await next();
    setAnswerHeader(c, 'Cache-Control', 'no-store');
  });
  app.route('/api', api);
  app.route('/media', mediaFiles(deps.media));
  app.onError(onError);
  if (deps.distDir) app.route('/', staticClient(deps.distDir));
  return app;
}
