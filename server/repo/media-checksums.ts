import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/connect.ts';
import { mediaChecksums } from '../db/schema.ts';

/** The CRC-32s known here of the files with these SHA-256s. */
export async function knownChecksums(db: Executor, hashes: readonly string[]): Promise<Map<string, number>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(mediaChecksums)
    .where(inArray(mediaChecksums.hash, [...hashes]));
  return new Map(rows.map((row) => [row.hash, row.crc32]));
}

/** Keeps a file's CRC-32 by its SHA-256 (the same bytes always have the same one). */
export async function recordChecksum(db: Executor, hash: string, crc32: number): Promise<void> {
  await db.insert(mediaChecksums).values({ hash, crc32 }).onConflictDoNothing({ target: mediaChecksums.hash });
}
