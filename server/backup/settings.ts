import path from 'node:path';
import * as z from 'zod';
import { PERIOD_UNIT_MS, periodMs } from '../period.ts';

/** BACKUP_EVERY: `1d`, `6h`, `30m`; at least 10 seconds apart. */
function intervalOf(text: string): number {
  const ms = periodMs(text);
  if (ms < 10 * PERIOD_UNIT_MS.s) {
    throw new Error(
      `BACKUP_EVERY must look like 1d, 6h or 30m (at least 10s), or be unset for no automatic backups, not "${text}"`,
    );
  }
  return ms;
}

const Env = z.object({
  BACKUP_DIR: z.string().trim().default(''),
  BACKUP_EVERY: z.string().trim().default(''),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
});

export interface BackupSettings {
  /** Where backups are written: BACKUP_DIR, by default `./backups`. */
  dir: string;
  /** How often the server backs itself up, in ms; undefined: only when asked (`npm run backup`). */
  everyMs: number | undefined;
  /** How many backups are kept in `dir`; older ones are removed after each new one. */
  keep: number;
}

/** Reads BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP; a bad value stops the start. */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const parsed = Env.safeParse(env);
  if (!parsed.success) throw new Error(`Bad setting: ${z.prettifyError(parsed.error)}`);
  const { BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP } = parsed.data;
  return {
    dir: path.resolve(BACKUP_DIR || './backups'),
    everyMs: BACKUP_EVERY ? intervalOf(BACKUP_EVERY) : undefined,
    keep: BACKUP_KEEP,
  };
}
