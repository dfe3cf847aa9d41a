import type { OfflineDb } from '#offline/db.ts';

/**
 * How far a paused 'Make available offline' got, in percent of its files stored whole (under 100:
 * a paused download is never shown as done); undefined when none is paused for the course.
 */
export async function pausedPercent(db: OfflineDb, productId: string): Promise<number | undefined> {
  const pending = await db.downloads.get(productId);
  if (!pending) return undefined;
  const whole = await db.media.where('owners').equals(productId).count();
  return pending.filesTotal ? Math.min(99, Math.round((whole / pending.filesTotal) * 100)) : 0;
}
