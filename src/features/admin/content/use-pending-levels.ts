import { useEffect, useState } from 'react';
import type { LevelListKey } from '#domain/built-in-games';
import {
  type PendingLevel,
  type PendingLevels,
  readPendingLevels,
  unsavedLevelLists,
  writePendingLevels,
} from './pending-levels.ts';

export interface PendingLevelsState {
  pending: PendingLevels;
  set: (key: LevelListKey, entry: PendingLevel | null) => void;
  /** The lists whose level form holds changes not added or applied yet. */
  unsaved: LevelListKey[];
  discard: () => void;
}

/** The Play It level forms of one lesson, kept in this browser until added, applied or discarded. */
export function usePendingLevels(lessonId: string): PendingLevelsState {
  const [pending, setPending] = useState<PendingLevels>(() => readPendingLevels(lessonId));
  useEffect(() => writePendingLevels(lessonId, pending), [lessonId, pending]);
  return {
    pending,
    set: (key, entry) =>
      setPending((current) => {
        const { [key]: _old, ...rest } = current;
        return entry ? { ...rest, [key]: entry } : rest;
      }),
    unsaved: unsavedLevelLists(pending),
    discard: () => setPending({}),
  };
}
