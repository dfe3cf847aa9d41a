import { serverNodeFlags } from '../../scripts/server-command.ts';
import { type Figure, median } from '../lib/figures.ts';
import type { Target } from './databases.ts';
import { bareNodeStarts } from './machine.ts';
import { ServerProcess, type ServerSettings } from './start-server.ts';

/** Starts on the existing store; their median is the figure (one start varies by ±100 ms here). */
const EXISTING_STARTS = 5;

/**
 * Starts the server on a fresh store (it migrates and seeds the demo), stops it and starts it
 * again on the same store, several times. Each time: spawn to the first 200 of GET /api/health,
 * also as a ratio to a bare Node HTTP server's start in the same run. Answers the last server,
 * still running, for the load.
 */
export async function measureStartups(
  target: Target,
  settings: ServerSettings,
): Promise<{ figures: Figure[]; server: ServerProcess }> {
  const fresh = await ServerProcess.start(settings);
  await fresh.stop();
  const existing: number[] = [];
  let server = await ServerProcess.start(settings);
  existing.push(server.startupMs);
  while (existing.length < EXISTING_STARTS) {
    await server.stop();
    server = await ServerProcess.start(settings);
    existing.push(server.startupMs);
  }
  const bare = median(await bareNodeStarts());
  const figure = (which: 'fresh' | 'existing', ms: number, note: string): Figure => ({
    group: target.group,
    name: `start-up, ${which} ${target.store}`,
    value: ms,
    unit: 'ms',
    ratio: { value: ms / bare, to: 'bare Node start' },
    ...(target.startupBudgets[which] ? { budget: target.startupBudgets[which] } : {}),
    note: `spawn of the compiled server as \`npm start\` runs it (\`node ${serverNodeFlags().join(' ')} dist-server/index.js\`) to the first 200 of GET /api/health; ${note}; a bare Node HTTP server took ${Math.round(bare)} ms (machine figures)`,
  });
  return {
    figures: [
      figure(
        'fresh',
        fresh.startupMs,
        target.store === 'data dir'
          ? 'one start: loads the migrated template made by the build, then seeds the demo course'
          : 'one start: includes creating the schema and seeding the demo course',
      ),
      figure(
        'existing',
        median(existing),
        `median of ${existing.length} starts on the same ${target.store} (${existing.map(Math.round).join(', ')} ms)`,
      ),
    ],
    server,
  };
}
