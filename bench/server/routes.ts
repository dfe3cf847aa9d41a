import type { Figure } from '../lib/figures.ts';
import {
  etagOf,
  healthRoute,
  type LoadResult,
  lessonListRoute,
  lessonRoute,
  load,
  type Route,
  SYNC_BATCH,
  syncRoute,
  updateProgressRoute,
} from './load.ts';
import { wantsPart } from './only.ts';
import type { ServerProcess } from './start-server.ts';

const CONNECTIONS = [10, 50] as const;
/** Seconds per measured run of a route; every route is first warmed up for a second. */
export const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 3);
/** Sync batches per run: four per connection (a class coming back online, each device with a long queue). */
const SYNC_BATCHES = (connections: number) => connections * 4;
/** The flood: this many devices send batches back to back while another user reads a lesson. */
const FLOOD_CONNECTIONS = 4;

interface Context {
  group: string;
  server: ServerProcess;
  token: string;
  /** Another user's token: the admin, who reads a lesson while the teacher's devices flood sync. */
  otherToken: string;
  lessonIds: readonly string[];
  /** Lesson reads must keep at least this share of health's throughput (PostgreSQL only)… */
  shareBudget?: number;
  /** …and their revisits (304) at least this one. */
  revisitShareBudget?: number;
  /** p99 (ms) of the lesson reads at 50 connections (PostgreSQL only). */
  readP99Budget?: number;
  /** Ops per second sync must reach with 10 connections. */
  syncBudget?: number;
  /** Another user's lesson read p99 while sync floods, in ms. */
  floodReadBudget?: number;
  step: (label: string) => void;
}

const where = (route: Route, connections: number) => `${route.name} · ${connections} conn`;

/** How much CPU the server spent per answer (or op), and how busy it was: on a shared machine, a
 * server far below one core was starved or waiting, and its throughput says little about it. When
 * the load generator (this process, one thread) was at a full core, the figure is its limit, not the server's. */
function cpuNote(result: LoadResult, count: number, per: string): string {
  const share = (ms: number) => Math.round(ms / (result.seconds * 10));
  const client = share(result.clientCpuMs);
  return [
    `server CPU ${(result.serverCpuMs / Math.max(count, 1)).toFixed(2)} ms per ${per}, ${share(result.serverCpuMs)} % of a core`,
    `load generator ${client} % of a core${client >= 90 ? ' (its limit, not the server’s)' : ''}`,
  ].join('; ');
}

function latencyFigures(group: string, name: string, result: LoadResult, p99Budget?: number): Figure[] {
  const note = result.problems.length > 0 ? `NOT VALID: ${result.problems.join('; ')}` : undefined;
  return [
    { group, name: `${name} · p50`, value: result.p50, unit: 'ms', ...(note ? { note } : {}) },
    {
      group,
      name: `${name} · p99`,
      value: result.p99,
      unit: 'ms',
      ...(p99Budget !== undefined ? { budget: { atMost: p99Budget } } : {}),
      ...(note ? { note } : {}),
    },
  ];
}

/** Throughput and latency of health, the lesson reads and update-progress at each connection count. */
async function requestRoutes(context: Context): Promise<Figure[]> {
  const { group, server, token, lessonIds } = context;
  const figures: Figure[] = [];
  const health = new Map<number, number>();
  const lessonId = lessonIds[0] as string;
  const routes = [
    { route: healthRoute(), read: false, share: undefined },
    { route: lessonListRoute(token), read: true, share: context.shareBudget },
    { route: lessonRoute(token, lessonId), read: true, share: context.shareBudget },
    {
      route: lessonListRoute(token, await etagOf(server, lessonListRoute(token))),
      read: true,
      share: context.revisitShareBudget,
    },
    {
      route: lessonRoute(token, lessonId, await etagOf(server, lessonRoute(token, lessonId))),
      read: true,
      share: context.revisitShareBudget,
    },
    { route: updateProgressRoute(token, lessonIds), read: false, share: undefined },
  ];
  for (const { route, read, share } of routes) {
    if (route.name !== healthRoute().name && !wantsPart(route.name)) continue;
    context.step(route.name);
    await load(server, route, { connections: 10, seconds: 1 });
    for (const connections of CONNECTIONS) {
      const result = await load(server, route, { connections, seconds: SECONDS });
      const isHealth = route.name === healthRoute().name;
      if (isHealth) health.set(connections, result.requestsPerSecond);
      if (result.problems.length > 0) console.warn(`  ${where(route, connections)}: ${result.problems.join('; ')}`);
      const baseline = health.get(connections);
      const ratio = !isHealth && baseline ? result.requestsPerSecond / baseline : undefined;
      figures.push({
        group,
        name: `${where(route, connections)} · throughput`,
        value: result.requestsPerSecond,
        unit: 'req/s',
        ...(ratio !== undefined ? { ratio: { value: ratio, to: 'health' } } : {}),
        note: [
          `${result.ok} answers in ${result.seconds.toFixed(2)} s`,
          cpuNote(result, result.ok, 'answer'),
          ...result.problems,
        ].join('; '),
      });
      figures.push(
        ...latencyFigures(
          group,
          where(route, connections),
          result,
          read && connections === 50 ? context.readP99Budget : undefined,
        ),
      );
      if (read && ratio !== undefined && share !== undefined) {
        figures.push({
          group,
          name: `${route.name} · ${connections} conn · share of health`,
          value: ratio * 100,
          unit: '%',
          budget: { atLeast: share },
        });
      }
    }
  }
  return figures;
}

/** Said of every sync figure: the load of many teachers through one token. */
const NO_TEACHER_BUDGET =
  "one teacher's token as the load of many teachers: the budget of one (SYNC_OPS_PER_MINUTE) is off";

/** Ops per second of POST /api/activities/sync, batches of SYNC_BATCH ops, each op a new opId. */

async function syncFigures(context: Context): Promise<Figure[]> {
  const { group, server, token, lessonIds } = context;
  const route = syncRoute(token, lessonIds);
  if (!wantsPart(route.name)) return [];
  const ops = route.ops ?? { applied: 0, other: 0 };
  context.step(route.name);
  await load(server, route, { connections: 1, amount: 1 });
  const figures: Figure[] = [];
  for (const connections of CONNECTIONS) {
    ops.applied = 0;
    ops.other = 0;
    const result = await load(server, route, { connections, amount: SYNC_BATCHES(connections) });
    if (ops.other > 0) result.problems.push(`${ops.other} ops answered other than 'applied'`);
    if (result.problems.length > 0) console.warn(`  ${where(route, connections)}: ${result.problems.join('; ')}`);
    const capped = SYNC_BATCH < 500 ? [`batches of ${SYNC_BATCH} ops: SYNC_BATCH_MAX_OPS is below 500`] : [];
    figures.push({
      group,
      name: `${where(route, connections)} · throughput`,
      value: ops.applied / result.seconds,
      unit: 'ops/s',
      ...(connections === 10 && context.syncBudget !== undefined ? { budget: { atLeast: context.syncBudget } } : {}),
      note: [
        `${ops.applied} ops applied in ${result.ok} batches in ${result.seconds.toFixed(2)} s`,
        cpuNote(result, ops.applied, 'op'),
        NO_TEACHER_BUDGET,
        ...capped,
        ...result.problems,
      ].join('; '),
    });
    figures.push(...latencyFigures(group, where(route, connections), result));
  }
  return figures;
}

/**
 * The teacher's devices send sync batches back to back from FLOOD_CONNECTIONS connections while
 * another user (the admin) reads a lesson from one: that reader's latency, and the ops applied.
 */
async function floodFigures(context: Context): Promise<Figure[]> {
  const { group, server, token, otherToken, lessonIds } = context;
  const sync = syncRoute(token, lessonIds);
  const read = lessonRoute(otherToken, lessonIds[1] ?? (lessonIds[0] as string));
  const name = `another user's ${read.name} while ${FLOOD_CONNECTIONS} devices flood sync`;
  if (!wantsPart(name)) return [];
  context.step(name);
  const ops = sync.ops ?? { applied: 0, other: 0 };
  ops.applied = 0;
  ops.other = 0;
  const [flood, reads] = await Promise.all([
    load(server, sync, { connections: FLOOD_CONNECTIONS, seconds: SECONDS + 2 }),
    load(server, read, { connections: 1, seconds: SECONDS + 2 }),
  ]);
  const problems = [...reads.problems, ...flood.problems.filter((problem) => !problem.includes('timeouts'))];
  return [
    {
      group,
      name: `${name} · p99`,
      value: reads.p99,
      unit: 'ms',
      ...(context.floodReadBudget !== undefined ? { budget: { atMost: context.floodReadBudget } } : {}),
      note: [
        `p50 ${reads.p50} ms over ${reads.ok} reads; meanwhile ${ops.applied} ops applied (${Math.round(ops.applied / flood.seconds)} ops/s)`,
        NO_TEACHER_BUDGET,
        ...problems,
      ].join('; '),
    },
  ];
}

export async function routeFigures(context: Context): Promise<Figure[]> {
  return [...(await requestRoutes(context)), ...(await syncFigures(context)), ...(await floodFigures(context))];
}
