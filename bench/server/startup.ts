import type { Figure } from '../lib/figures.ts';
import type { Target } from './databases.ts';
import { ServerProcess, type ServerSettings } from './start-server.ts';

/**
 * Starts the server on a fresh store (it migrates and seeds the demo), stops it and starts it
 * again on the same store. Each time: spawn to the first 200 of GET /api/health. Answers the
 * second server, still running, for the load.
 */
export async function measureStartups(
  target: Target,
  settings: ServerSettings,
): Promise<{ figures: Figure[]; server: ServerProcess }> {
  const fresh = await ServerProcess.start(settings);
  await fresh.stop();
  const server = await ServerProcess.start(settings);
  const figure = (which: 'fresh' | 'existing', ms: number, note: string): Figure => ({
    group: target.group,
    name: `start-up, ${which} ${target.store}`,
    value: ms,
    unit: 'ms',
    ...(target.startupBudgets[which] ? { budget: target.startupBudgets[which] } : {}),
    note: `spawn of \`node dist-server/index.js\` (the compiled server) to the first 200 of GET /api/health; ${note}`,
  });
  return {
    figures: [
      figure(
        'fresh',
        fresh.startupMs,
        target.store === 'data dir'
          ? 'loads the migrated template made by the build, then seeds the demo course'
          : 'includes creating the schema and seeding the demo course',
      ),
      figure('existing', server.startupMs, `second start on the same ${target.store}`),
    ],
    server,
  };
}
