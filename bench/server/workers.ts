import { availableParallelism } from 'node:os';
import type { Figure } from '../lib/figures.ts';
import { healthRoute, type LoadResult, lessonRoute, load } from './load.ts';
import { ServerProcess, type ServerSettings } from './start-server.ts';

const CONNECTIONS = 50;
const SECONDS = 10;

/**
 * GET /api/health and a lesson read at 50 connections with one server process and with one per
 * core (WORKERS), on the same database in the same run: what the extra processes add.
 */
export async function workerFigures(
  group: string,
  settings: ServerSettings,
  token: string,
  lessonId: string,
): Promise<Figure[]> {
  const cores = availableParallelism();
  const routes = [healthRoute(), lessonRoute(token, lessonId)];
  const results = new Map<string, LoadResult>();
  for (const workers of [1, cores]) {
    const server = await ServerProcess.start({ ...settings, workers });
    try {
      for (const route of routes) {
        results.set(
          `${route.name}@${workers}`,
          await load(server, route, { connections: CONNECTIONS, seconds: SECONDS }),
        );
      }
    } finally {
      await server.stop();
    }
  }
  return routes.map((route) => {
    const one = results.get(`${route.name}@1`);
    const many = results.get(`${route.name}@${cores}`);
    const problems = [...(one?.problems ?? []), ...(many?.problems ?? [])];
    return {
      group,
      name: `${route.name} with WORKERS=${cores}, ${CONNECTIONS} connections`,
      value: many?.requestsPerSecond ?? 0,
      unit: 'req/s',
      ratio: { value: (many?.requestsPerSecond ?? 0) / (one?.requestsPerSecond ?? Number.NaN), to: 'WORKERS=1' },
      note: `${Math.round(one?.requestsPerSecond ?? 0)} req/s with one process; p99 ${Math.round(many?.p99 ?? 0)} ms vs ${Math.round(one?.p99 ?? 0)} ms${problems.length ? `; ${problems.join('; ')}` : ''}; the load generator shares the ${cores} cores`,
    };
  });
}
