import autocannon from 'autocannon';
import { ACTIVITY_KEYS } from '../../src/domain/activity-keys.ts';
import { SYNC_BATCH_MAX_OPS } from '../../src/domain/constants.ts';
import { COURSE, type ServerProcess } from './start-server.ts';

/** The ops of one POST /api/activities/sync: the 500, unless the server allows fewer. */
export const SYNC_BATCH = Math.min(500, SYNC_BATCH_MAX_OPS);

/** One kind of request the load sends, over and over. */
export interface Route {
  /** As the table names it, e.g. 'GET /api/health'. */
  name: string;
  request: autocannon.Request;
  /** For sync: counts the ops the answers report applied, and those they do not. */
  ops?: { applied: number; other: number };
  /** A revisit sent with If-None-Match: its answers are 304, not 2xx. */
  revisit?: boolean;
}

export interface LoadResult {
  /** 2xx answers (304 for a revisit) per second. */
  requestsPerSecond: number;
  /** Latency percentiles in ms, over every answer. */
  p50: number;
  p99: number;
  seconds: number;
  /** 2xx answers (304 for a revisit). */
  ok: number;
  /** CPU time the server process used during the run, in ms. */
  serverCpuMs: number;
  /** CPU time this process (autocannon, the load generator) used during the run, in ms. */
  clientCpuMs: number;
  /** What went wrong, when anything did: such a run's figures mean little. */
  problems: string[];
}

export interface LoadOptions {
  connections: number;
  /** Run this long… */
  seconds?: number;
  /** …or until this many requests have been answered (sync, whose batches take long). */
  amount?: number;
}

/** Sends `route` from `connections` keep-alive connections to the server and sums up the answers. */
export async function load(
  server: ServerProcess,
  route: Route,
  { connections, seconds, amount }: LoadOptions,
): Promise<LoadResult> {
  const cpuBefore = server.cpuMs();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: server.url,
        connections,
        ...(amount ? { amount } : { duration: seconds ?? 5 }),
        timeout: amount ? 300 : 30,
        requests: [route.request],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', () => {
      lastAnswer = performance.now();
    });
  });
  // autocannon ends a run of `amount` requests at its next 1-second sample: its duration was 1.01 s
  // for sync batches all answered in 0.47 s. Such a run lasts until its last answer.
  const duration = amount ? (lastAnswer - started) / 1000 : result.duration;
  const expected = route.revisit ? '304' : '2';
  const ok = route.revisit ? (result.statusCodeStats?.['304' as '200']?.count ?? 0) : result['2xx'];
  const problems: string[] = [];
  const others = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => !status.startsWith(expected));
  const otherCount = others.reduce((sum, [, { count }]) => sum + (count ?? 0), 0);
  const statuses = others.map(([status, { count }]) => `${count ?? 0}× HTTP ${status}`);
  if (otherCount > 0) problems.push(`${otherCount} other answers (${statuses.join(', ')})`);
  if (result.errors > 0) problems.push(`${result.errors} errors (${result.timeouts} timeouts)`);
  if (ok === 0) problems.push(`no ${route.revisit ? '304' : '2xx'} answer`);
  return {
    requestsPerSecond: ok / duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    seconds: duration,
    ok,
    serverCpuMs: server.cpuMs() - cpuBefore,
    clientCpuMs: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(clientBefore)),
    problems,
  };
}

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
let turn = 0;
/** Each request another lesson and activity, as a classroom's steps would be. */
const next = <T>(items: readonly T[]) => items[turn++ % items.length] as T;

export function healthRoute(): Route {
  return { name: 'GET /api/health', request: { method: 'GET', path: '/api/health' } };
}

/**
 * A read, or with `etag` its revisit: If-None-Match with the tag the first answer gave, answered 304.
 * It accepts gzip, as every browser does.
 */
function readRoute(name: string, path: string, token: string, etag?: string): Route {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  if (etag) headers['if-none-match'] = etag;
  return { name: etag ? `${name} (revisit, 304)` : name, request: { method: 'GET', path, headers }, revisit: !!etag };
}

export const lessonListRoute = (token: string, etag?: string) =>
  readRoute('GET /api/lessons?productId', `/api/lessons?productId=${COURSE}`, token, etag);

export const lessonRoute = (token: string, lessonId: string, etag?: string) =>
  readRoute('GET /api/lessons/{id}', `/api/lessons/${lessonId}`, token, etag);

/** The ETag the server gives a route's answer now. */
export async function etagOf(server: ServerProcess, route: Route): Promise<string> {
  const response = await fetch(`${server.url}${route.request.path}`, {
    headers: route.request.headers as Record<string, string>,
  });
  await response.arrayBuffer();
  const etag = response.headers.get('etag');
  if (!response.ok || !etag) throw new Error(`${route.name} answered ${response.status} without an ETag`);
  return etag;
}

export function updateProgressRoute(token: string, lessonIds: readonly string[]): Route {
  return {
    name: 'POST /api/activities/update-progress',
    request: {
      method: 'POST',
      path: '/api/activities/update-progress',
      headers: json(token),
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ productId: COURSE, lessonId: next(lessonIds), activityKey: next(ACTIVITY_KEYS) }),
      }),
    },
  };
}

/** A device's replay of SYNC_BATCH queued steps, each with its own opId, so each is applied. */
function syncBody(lessonIds: readonly string[]): string {
  const occurredAt = new Date().toISOString();
  const ops = Array.from({ length: SYNC_BATCH }, (_, seq) => {
    const lessonId = next(lessonIds);
    const activityKey = next(ACTIVITY_KEYS);
    return {
      opId: crypto.randomUUID(),
      seq,
      type: 'update-progress',
      productId: COURSE,
      lessonId,
      activityKey,
      url: `/class/${COURSE}/lessons/${lessonId}/${activityKey}`,
      occurredAt,
    };
  });
  return JSON.stringify({ clientId: `bench-${crypto.randomUUID()}`, ops });
}

export function syncRoute(token: string, lessonIds: readonly string[]): Route {
  const ops = { applied: 0, other: 0 };
  return {
    name: `POST /api/activities/sync (${SYNC_BATCH} ops)`,
    ops,
    request: {
      method: 'POST',
      path: '/api/activities/sync',
      headers: json(token),
      setupRequest: (request) => ({ ...request, body: syncBody(lessonIds) }),
      onResponse: (status, body) => {
        if (status !== 200) return;
        for (const result of (JSON.parse(body) as { results: { status: string }[] }).results) {
          if (result.status === 'applied') ops.applied++;
          else ops.other++;
        }
      },
    },
  };
}
