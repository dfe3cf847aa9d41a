import type { PackVersion } from './course-pack.ts';

/**
 * GET /packs/{id}/version: which version of a course this server holds, in the terms a pack names
 * a version by (see PackVersion): its own key and the course's version here, and the pack the
 * course was last imported from with the version here right after that import. Types only: the
 * course home compares versions with it, and the pack's schemas (zod) would be a long task there.
 */
export interface ServerCourseVersion {
  keyId: string;
  version: number;
  imported: { keyId: string; version: number; localVersion: number } | null;
}

/**
 * Whether the server holds a newer version of a course than the device's offline copy, which
 * 'Update offline copy' would bring. The copy's version is the server's own (a download, or a pack
 * this server made) or the version of a pack another server made, which this server may have
 * imported: then the server is newer when it imported a later pack of that line, or changed the
 * course since it imported the same one.
 *
 * A copy whose version is unknown (kept before offline copies recorded it, or from a pack of a
 * server whose line this one no longer follows) counts as older: updating it fetches only the
 * files it lacks, and records the version.
 */
export function serverCopyIsNewer(kept: PackVersion | undefined, server: ServerCourseVersion): boolean {
  if (!kept) return true;
  if (kept.keyId === server.keyId) return server.version > kept.version;
  const { imported } = server;
  if (imported?.keyId !== kept.keyId) return true;
  if (imported.version !== kept.version) return imported.version > kept.version;
  return server.version > imported.localVersion;
}
