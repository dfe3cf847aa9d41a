import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * Which editors of the admin page hold changes not saved to the server. A lesson's content
 * draft is also kept in the browser (`kept`), so it survives moving to another lesson; the
 * others are lost when their editor closes.
 */
interface UnsavedState {
  editors: Record<string, { kept: boolean }>;
  set: (key: string, dirty: boolean, kept: boolean) => void;
}

export const useUnsavedStore = create<UnsavedState>()((set) => ({
  editors: {},
  set: (key, dirty, kept) =>
    set((state) => {
      const has = key in state.editors;
      if (dirty === has && (!dirty || state.editors[key]?.kept === kept)) return state;
      const { [key]: _gone, ...rest } = state.editors;
      return { editors: dirty ? { ...rest, [key]: { kept } } : rest };
    }),
}));

/** Reports an editor's unsaved state while it is mounted; an editor with no key reports nothing. */
export function useTrackUnsaved(key: string | undefined, dirty: boolean, kept = false): void {
  const set = useUnsavedStore((state) => state.set);
  useEffect(() => {
    if (key !== undefined) set(key, dirty, kept);
  }, [key, dirty, kept, set]);
  useEffect(() => {
    if (key === undefined) return;
    return () => set(key, false, kept);
  }, [key, kept, set]);
}

export const hasUnsaved = (state: UnsavedState) => Object.keys(state.editors).length > 0;

export const hasUnkeptUnsaved = (state: UnsavedState) => Object.values(state.editors).some((editor) => !editor.kept);

/** Marks an editor as saved at once, before its owner moves on (so no leave question comes up). */
export function markSaved(key: string): void {
  useUnsavedStore.getState().set(key, false, false);
}
