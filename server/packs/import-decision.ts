import type { PackManifest } from '#domain/course-pack';

/** What this server knows of a course a pack holds. */
export interface CourseHere {
  /** The course's version here now. */
  version: number;
  /** The pack it was last imported from, and its version here right after. */
  imported: { keyId: string; version: number; localVersion: number; importedAt: Date } | undefined;
}

export type ImportDecision =
  | { kind: 'create' }
  | { kind: 'unchanged' }
  | { kind: 'update' }
  | { kind: 'conflict'; reason: 'changed-here' | 'older-pack' | 'other-version' | 'replace-outdated' };

/**
 * Whether a pack creates its course, changes nothing (this server holds that very version), updates
 * it (the pack is newer and the course has not changed here since), or must ask the author first,
 * as a stale save does (409): the course changed here since, the pack is older than the one last
 * imported, or this server's version did not come from the pack's line at all. `replace` is the
 * author's answer to that question: the version she chose to replace, which must still be current.
 *
 * This server's own version numbers name its versions only since the course was last imported: a
 * course deleted and imported again counts its versions anew, so an own pack exported before that
 * import is not taken for the version that now has its number.
 */
export function importDecision(
  pack: Pick<PackManifest, 'signer' | 'course' | 'exportedAt'>,
  here: CourseHere | undefined,
  ownKeyId: string,
  replace: number | undefined,
): ImportDecision {
  if (!here) return { kind: 'create' };
  const { version, imported } = here;
  const ownLine = !imported || Date.parse(pack.exportedAt) > imported.importedAt.getTime();
  /** Whether this server holds exactly that pack version now: its own current one, or the one last imported, unchanged. */
  const holds = (keyId: string, packVersion: number) =>
    (keyId === ownKeyId && ownLine && packVersion === version) ||
    (imported?.keyId === keyId && imported.version === packVersion && imported.localVersion === version);
  const { keyId } = pack.signer;
  if (holds(keyId, pack.course.version)) return { kind: 'unchanged' };
  if (replace !== undefined)
    return replace === version ? { kind: 'update' } : { kind: 'conflict', reason: 'replace-outdated' };
  const basedOn = pack.course.basedOn;
  if (basedOn && holds(basedOn.keyId, basedOn.version)) return { kind: 'update' };
  if (imported?.keyId === keyId) {
    if (pack.course.version < imported.version) return { kind: 'conflict', reason: 'older-pack' };
    return imported.localVersion === version ? { kind: 'update' } : { kind: 'conflict', reason: 'changed-here' };
  }
  return { kind: 'conflict', reason: keyId === ownKeyId ? 'changed-here' : 'other-version' };
}
