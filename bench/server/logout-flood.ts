import { SIGN_OUTS_MAX } from '../../src/domain/sign-out-proof.ts';
import type { Figure } from '../lib/figures.ts';
import { type LoadResult, lessonRoute, load, type Route } from './load.ts';
import { SECONDS } from './routes.ts';
import type { ServerProcess } from './start-server.ts';

/** The part's name, as BENCH_SERVER_ONLY picks it (`logout`). */
export const LOGOUT_FLOOD = `POST /api/auth/logout flood (${SIGN_OUTS_MAX} made-up sign-out proofs a call)`;
/** Connections the flooding client sends from, each its next call as soon as the last is answered. */
const FLOOD_CONNECTIONS = 4;
/**
 * Seconds of each read run, alone and during the flood: long enough for the flood to spend the
 * address's allowance (120 calls) on a loaded machine too, and then to be answered 429 for a while.
 */
const FLOOD_SECONDS = 3 * SECONDS + 1;

interface Context {
  group: string;
  server: ServerProcess;
  /** A signed-in teacher, who reads a lesson during the flood and without it. */
  token: string;
  lessonId: string;
  step: (label: string) => void;
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const randomBase64url = (bytes: number) =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('base64url');

/**
 * A sign-out proof as an attacker makes one up: the shape the server takes (a token's header and
 * payload, with a new token id and a week to live, and 32 bytes where the signature's SHA-256 goes),
 * of no token the server issued.
 */
function madeUpProof(): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const now = Math.floor(Date.now() / 1000);
  const payload = base64url(JSON.stringify({ sub: 'teacher', jti: crypto.randomUUID(), iat: now, exp: now + 604_800 }));
  return `${header}.${payload}.${randomBase64url(32)}`;
}

/** One client's calls of POST /api/auth/logout, each with SIGN_OUTS_MAX made-up proofs; counts the answers by status. */
function logoutFloodRoute(): Route & { statuses: Map<number, number> } {
  const statuses = new Map<number, number>();
  return {
    name: LOGOUT_FLOOD,
    method: 'POST',
    path: '/api/auth/logout',
    headers: { 'content-type': 'application/json' },
    body: () => JSON.stringify({ signOutProofs: Array.from({ length: SIGN_OUTS_MAX }, madeUpProof) }),
    onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
    statuses,
  };
}

/** A latency's note: how many reads it is over, and what went wrong (such a run's figures mean little). */
const readsNote = (result: LoadResult) =>
  [`over ${result.ok} reads`, ...result.problems.map((problem) => `NOT VALID: ${problem}`)].join('; ');

/**
 * A teacher reads a lesson from one connection, first alone and then while one client floods
 * POST /api/auth/logout with made-up sign-out proofs from FLOOD_CONNECTIONS connections: her read
 * latency both times, and the share of the flood's calls answered 429 (the limit per address). The
 * rows the flood left in revoked_tokens are counted once the server has stopped (revokedTokensFigure).
 */
export async function logoutFloodFigures(context: Context): Promise<Figure[]> {
  const { group, server, token, lessonId, step } = context;
  const read = lessonRoute(token, lessonId);
  const reader = `a teacher's ${read.name}, 1 conn`;
  step(`${reader}, without a flood`);
  const alone = await load(server, read, { connections: 1, seconds: FLOOD_SECONDS });
  step(LOGOUT_FLOOD);
  const flood = logoutFloodRoute();
  const [flooded, reads] = await Promise.all([
    load(server, flood, { connections: FLOOD_CONNECTIONS, seconds: FLOOD_SECONDS }),
    load(server, read, { connections: 1, seconds: FLOOD_SECONDS }),
  ]);
  const calls = [...flood.statuses.values()].reduce((sum, count) => sum + count, 0);
  const refused = flood.statuses.get(429) ?? 0;
  const answers = [...flood.statuses].map(([status, count]) => `${count}× HTTP ${status}`).join(', ');
  // 400 and 429 are the answers the flood should get; failed connections are a problem of the run.
  const errors = flooded.problems.filter((problem) => problem.includes('errors'));
  const latency = (when: string, result: LoadResult, alone?: LoadResult): Figure[] =>
    (['p50', 'p99'] as const).map((percentile) => ({
      group,
      name: `${reader} ${when} · ${percentile}`,
      value: result[percentile],
      unit: 'ms',
      ...(alone ? { ratio: { value: result[percentile] / alone[percentile], to: 'without a flood' } } : {}),
      note: readsNote(result),
    }));
  return [
    ...latency('without a flood', alone),
    ...latency('while one client floods POST /api/auth/logout', reads, alone),
    {
      group,
      name: `${LOGOUT_FLOOD} · answered 429`,
      value: calls > 0 ? (refused / calls) * 100 : Number.NaN,
      unit: '%',
      note: [
        `${calls} calls from ${FLOOD_CONNECTIONS} connections in ${flooded.seconds.toFixed(2)} s: ${answers || 'none answered'}`,
        ...errors.map((problem) => `NOT VALID: ${problem}`),
      ].join('; '),
    },
  ];
}

/** What the flood stored: every row of revoked_tokens, read from the database once the server stopped. */
export function revokedTokensFigure(group: string, rows: number): Figure {
  return {
    group,
    name: `revoked_tokens rows after the ${LOGOUT_FLOOD}`,
    value: rows,
    unit: 'rows',
    budget: { atMost: 0 },
    note: 'made-up proofs end no token, so none is stored; nothing else in the bench signs out',
  };
}
