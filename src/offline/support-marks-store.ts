import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The support marks this device made today, per teacher, so that the one-tap buttons show what was
 * marked (the marks themselves go through the outbox). Keyed `learnerId/lessonId/day`; only ids and
 * levels are kept, never names, and a new day starts empty.
 */
interface SupportMarks {
  byUser: Record<string, Record<string, string>>;
  mark: (userId: string | undefined, key: string, level: string) => void;
  /** A learner archived, deleted or erased leaves with their marks. */
  drop: (learnerId: string) => void;
}

export const useSupportMarks = create<SupportMarks>()(
  persist(
    (set) => ({
      byUser: {},
      mark: (userId, key, level) => {
        if (!userId) return;
        const day = key.slice(key.lastIndexOf('/') + 1);
        set((state) => {
          const today = Object.entries(state.byUser[userId] ?? {}).filter(([other]) => other.endsWith(`/${day}`));
          return { byUser: { ...state.byUser, [userId]: Object.fromEntries([...today, [key, level]]) } };
        });
      },
      drop: (learnerId) =>
        set((state) => ({
          byUser: Object.fromEntries(
            Object.entries(state.byUser).map(([userId, marks]) => [
              userId,
              Object.fromEntries(Object.entries(marks).filter(([key]) => !key.startsWith(`${learnerId}/`))),
            ]),
          ),
        })),
    }),
    { name: 'support-marks', storage: createJSONStorage(() => localStorage), partialize: ({ byUser }) => ({ byUser }) },
  ),
);
