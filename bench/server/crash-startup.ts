import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Figure, median } from '../lib/figures.ts';
import { lessonIds, signIn } from './accounts.ts';
import type { Target } from './databases.ts';
import { syncRoute } from './load.ts';
import { ServerProcess, type ServerSettings } from './start-server.ts';

/** Crashes measured; their median is the figure. */
const CRASHES = 3;
/** How long devices sync before the kill: the WAL a start without checkpoints would replay grows with it. */
const SYNC_SECONDS = 20;
const DEVICES = 4;

/**
 * Devices send sync batches back to back until `signal` aborts; answers how many ops the server
 * acknowledged as applied. Requests cut by the kill count as nothing.
 */
async function syncUntil(server: ServerProcess, token: string, lessons: readonly string[], signal: AbortSignal) {
  const route = syncRoute(token, lessons);
  const device = async () => {
    while (!signal.aborted) {
      const answer = await fetch(`${server.url}${route.path}`, {
        method: 'POST',
        headers: route.headers,
        body: route.body?.() ?? '',
      }).catch(() => undefined);
      if (!answer) return;
      route.onResponse?.(answer.status, await answer.text().catch(() => ''));
    }
  };
  await Promise.all(Array.from({ length: DEVICES }, device));
  return route.ops?.applied ?? 0;
}

/**
 * Start-up after a crash (issue 33): on a data dir of its own, devices sync for SYNC_SECONDS, the
 * server is killed (SIGKILL) while their batches are in flight, and the spawn of the next server to
 * its first 200 of GET /api/health is measured; then, for comparison on the same data dir, a start
 * after a clean stop. PGlite has no checkpointer of its own: the server checkpoints as the WAL grows
 * (server/db/pglite-checkpoints.ts), so what a crash start replays stays small.
 */
export async function crashStartupFigures(target: Target, settings: ServerSettings): Promise<Figure[]> {
  const own = { ...settings, dataDir: path.join(settings.dataDir, 'crash') };
  // The server's log is opened there before the server makes the folder.
  mkdirSync(own.dataDir, { recursive: true });
  let server = await ServerProcess.start(own);
  const token = await signIn(server.url);
  const lessons = await lessonIds(server.url, token);
  const crashStarts: number[] = [];
  const acknowledged: number[] = [];
  try {
    while (crashStarts.length < CRASHES) {
      const stopSync = new AbortController();
      const syncing = syncUntil(server, token, lessons, stopSync.signal);
      await new Promise((resolve) => setTimeout(resolve, SYNC_SECONDS * 1000));
      await server.kill();
      stopSync.abort();
      acknowledged.push(await syncing);
      server = await ServerProcess.start(own);
      crashStarts.push(server.startupMs);
    }
    await server.stop();
    server = await ServerProcess.start(own);
    const clean = server.startupMs;
    const crash = median(crashStarts);
    return [
      {
        group: target.group,
        name: 'start-up after a SIGKILL mid-sync',
        value: crash,
        unit: 'ms',
        ratio: { value: crash / clean, to: 'clean start, same data dir' },
        budget: { atMost: 2000 },
        note: `median of ${CRASHES} starts (${crashStarts.map(Math.round).join(', ')} ms), each after ${DEVICES} devices synced for ${SYNC_SECONDS} s (${acknowledged.join(', ')} ops acknowledged) and the server was killed with batches in flight`,
      },
      {
        group: target.group,
        name: 'start-up after a clean stop, same data dir',
        value: clean,
        unit: 'ms',
        note: 'one start, after SIGTERM, on the data dir the crashes above left',
      },
    ];
  } finally {
    await server.stop();
  }
}
