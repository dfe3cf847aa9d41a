import { createContext, use, useCallback, useRef } from 'react';

/**
 * What finishing an activity means is each activity's own, and the page that shows it records it:
 * - find it: the cards revealed;
 * - hear it, watch it: every video played;
 * - say it: its video played (the word spoken, when it has none);
 * - read it: every book's video played;
 * - learn it: every stage of the carousel shown;
 * - practise it: the teacher says the table task was done (it happens away from the screen);
 * - write it: something drawn on every canvas.
 * Play it is finished by its game (finish-game). An activity shown outside a lesson (an editor's
 * preview) has no page to record it: there finishing does nothing.
 */
export const FinishActivity = createContext<(() => void) | null>(null);

const nothing = () => undefined;

/** Records that the activity shown was finished (at most once per visit: the page sees to that). */
export function useFinish(): () => void {
  return use(FinishActivity) ?? nothing;
}

/**
 * For an activity finished once each of its `count` parts was seen: answers `seen(part)`, which
 * records the finish when the last part not seen before is.
 */
export function useFinishWhenAll(count: number): (part: number) => void {
  const finish = useFinish();
  const seen = useRef(new Set<number>());
  return useCallback(
    (part: number) => {
      seen.current.add(part);
      if (seen.current.size >= count) finish();
    },
    [count, finish],
  );
}
