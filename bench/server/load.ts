import http from 'node:http';
import { ACTIVITY_KEYS } from '../../src/domain/activity-keys.ts';
import { SYNC_BATCH_MAX_OPS } from '../../src/domain/constants.ts';
import { COURSE, type ServerProcess } from './start-server.ts';

/** The ops of one POST /api/activities/sync: the issue's 500, unless the server allows fewer. */
export const SYNC_BATCH = Math.min(500, SYNC_BATCH_MAX_OPS);

/** One kind of request the load sends, over and over. */
export interface Route {
  /** As the table names it, e.g. 'GET /api/health'. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** Each request's body, made anew for each (sync: new opIds). */
  body?: () => string;
  /** Reads each answer's body; without it the body is read past and dropped. */
  onResponse?: (status: number, body: string) => void;
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
  /** CPU time this process (the load generator) used during the run, in ms. */
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

/** The value below which `share` of the sorted values lie, to 0.1 ms. */
function percentile(sorted: readonly number[], share: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
  return value === undefined ? Number.NaN : Math.round(value * 10) / 10;
}

/**
 * Sends `route` from `connections` keep-alive connections to the server, each sending its next
 * request when its answer has come, and sums up the answers. Node's own HTTP client (its parser is
 * native) rather than autocannon: autocannon appends every body to a string, and on gzip bodies
 * (13 kB lesson lists) it reached a full core at 6.4k answers/s with the server at 57 %.
 */
export async function load(
  server: ServerProcess,
  route: Route,
  { connections, seconds, amount }: LoadOptions,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(server.url);
  const timeoutMs = (amount ? 300 : 30) * 1000;
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  let sent = 0;
  const cpuBefore = server.cpuMs();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + (seconds ?? 5) * 1000;
  const more = () => (amount ? sent < amount : performance.now() < deadline);

  const send = () =>
    new Promise<void>((resolve) => {
      const body = route.body?.();
      const headers = body ? { ...route.headers, 'content-length': String(Buffer.byteLength(body)) } : route.headers;
      const at = performance.now();
      let settled = false;
      /** Each request ends once: answered, or failed (a response's error is also its request's). */
      const settle = (answered?: { status: number; body: string }) => {
        if (settled) return;
        settled = true;
        if (answered) {
          latencies.push(performance.now() - at);
          statuses.set(answered.status, (statuses.get(answered.status) ?? 0) + 1);
          route.onResponse?.(answered.status, answered.body);
        } else errors += 1;
        resolve();
      };
      const request = http.request(
        { hostname, port, path: route.path, method: route.method, headers, agent, timeout: timeoutMs },
        (response) => {
          const chunks: Buffer[] = [];
          if (route.onResponse) response.on('data', (chunk: Buffer) => chunks.push(chunk));
          else response.resume();
          response.on('end', () =>
            settle({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', () => settle());
        },
      );
      request.on('timeout', () => {
        timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.on('error', () => settle());
      request.end(body);
    });
  const connection = async () => {
    while (more()) {
      sent += 1;
      await send();
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const duration = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(clientBefore);
  agent.destroy();

  const expected = (status: number) => (route.revisit ? status === 304 : status >= 200 && status < 300);
  const ok = [...statuses].reduce((sum, [status, count]) => sum + (expected(status) ? count : 0), 0);
  const others = [...statuses].filter(([status]) => !expected(status));
  const problems: string[] = [];
  if (others.length > 0) {
    const count = others.reduce((sum, [, n]) => sum + n, 0);
    problems.push(`${count} other answers (${others.map(([status, n]) => `${n}× HTTP ${status}`).join(', ')})`);
  }
  if (errors > 0) problems.push(`${errors} errors (${timeouts} timeouts)`);
  if (ok === 0) problems.push(`no ${route.revisit ? '304' : '2xx'} answer`);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: ok / duration,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    seconds: duration,
    ok,
    serverCpuMs: server.cpuMs() - cpuBefore,
    clientCpuMs: (clientCpu.user + clientCpu.system) / 1000,
    problems,
  };
}

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
let turn = 0;
/** Each request another lesson and activity, as a classroom's steps would be. */
const next = <T>(items: readonly T[]) => items[turn++ % items.length] as T;

export function healthRoute(): Route {
  return { name: 'GET /api/health', method: 'GET', path: '/api/health', headers: {} };
}

/**
 * A read, or with `etag` its revisit: If-None-Match with the tag the first answer gave, answered 304.
 * It accepts gzip, as every browser does.
 */
function readRoute(name: string, path: string, token: string, etag?: string): Route {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  if (etag) headers['if-none-match'] = etag;
  return { name: etag ? `${name} (revisit, 304)` : name, method: 'GET', path, headers, revisit: !!etag };
}

export const lessonListRoute = (token: string, etag?: string) =>
  readRoute('GET /api/lessons?productId', `/api/lessons?productId=${COURSE}`, token, etag);

export const lessonRoute = (token: string, lessonId: string, etag?: string) =>
  readRoute('GET /api/lessons/{id}', `/api/lessons/${lessonId}`, token, etag);

/** The ETag the server gives a route's answer now. */
export async function etagOf(server: ServerProcess, route: Route): Promise<string> {
  const response = await fetch(`${server.url}${route.path}`, { headers: route.headers });
  await response.arrayBuffer();
  const etag = response.headers.get('etag');
  if (!response.ok || !etag) throw new Error(`${route.name} answered ${response.status} without an ETag`);
  return etag;
}

export function updateProgressRoute(token: string, lessonIds: readonly string[]): Route {
  return {
    name: 'POST /api/activities/update-progress',
    method: 'POST',
    path: '/api/activities/update-progress',
    headers: json(token),
    body: () => JSON.stringify({ productId: COURSE, lessonId: next(lessonIds), activityKey: next(ACTIVITY_KEYS) }),
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
    method: 'POST',
    path: '/api/activities/sync',
    headers: json(token),
    body: () => syncBody(lessonIds),
    onResponse: (status, body) => {
      if (status !== 200) return;
      for (const result of (JSON.parse(body) as { results: { status: string }[] }).results) {
        if (result.status === 'applied') ops.applied++;
        else ops.other++;
      }
    },
  };
}
