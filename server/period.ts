const PERIOD = /^(\d+)\s*(s|m|h|d)$/;

/** The units a period setting may use, in milliseconds. */
export const PERIOD_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A period setting such as `1d`, `6h`, `30m` or `10s` (BACKUP_EVERY, LEARNER_RETENTION) in ms; 0 when it is none. */
export function periodMs(text: string): number {
  const match = PERIOD.exec(text.trim());
  return match ? Number(match[1]) * PERIOD_UNIT_MS[match[2] as keyof typeof PERIOD_UNIT_MS] : 0;
}
