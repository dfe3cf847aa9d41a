import { create } from 'zustand';

/** Which queries are showing saved data right now (keyed by their query key), and since when. */
interface SavedDataState {
  shown: Record<string, number>;
  showSaved: (key: readonly unknown[], storedAt: number) => void;
  showFresh: (key: readonly unknown[]) => void;
}

export const useSavedData = create<SavedDataState>()((set) => ({
  shown: {},
  showSaved: (key, storedAt) => set((state) => ({ shown: { ...state.shown, [JSON.stringify(key)]: storedAt } })),
  showFresh: (key) =>
    set((state) => {
      const id = JSON.stringify(key);
      if (!(id in state.shown)) return state;
      const { [id]: _dropped, ...rest } = state.shown;
      return { shown: rest };
    }),
}));

/** The oldest saved answer on show, or null when everything shown is fresh. */
export function oldestSavedAt(shown: Record<string, number>): number | null {
  const times = Object.values(shown);
  return times.length ? Math.min(...times) : null;
}
