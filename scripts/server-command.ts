import { readFileSync } from 'node:fs';

/**
 * The Node flags `npm start` runs the compiled server with (package.json's start script), for the
 * benches and e2e tests that start it as `npm start` does: one place says how the server runs.
 */
export function serverNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}
