import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * "Who is learning?": the learners each teacher last chose on this device (none: the whole class).
 * It holds until changed, across lessons and reloads. Only ids are kept here, never names.
 */
interface LearningNow {
  byUser: Record<string, string[]>;
  choose: (userId: string, learnerIds: string[]) => void;
  /** A learner archived or deleted leaves the choice. */
  drop: (learnerId: string) => void;
}

export const useLearningNow = create<LearningNow>()(
  persist(
    (set) => ({
      byUser: {},
      choose: (userId, learnerIds) => set((state) => ({ byUser: { ...state.byUser, [userId]: learnerIds } })),
      drop: (learnerId) =>
        set((state) => ({
          byUser: Object.fromEntries(
            Object.entries(state.byUser).map(([userId, ids]) => [userId, ids.filter((id) => id !== learnerId)]),
          ),
        })),
    }),
    { name: 'learning-now', storage: createJSONStorage(() => localStorage), partialize: ({ byUser }) => ({ byUser }) },
  ),
);

const NONE: string[] = [];

/** The learners a user chose (empty: the whole class). */
export const chosenLearners = (userId: string | undefined): string[] =>
  (userId && useLearningNow.getState().byUser[userId]) || NONE;
