import { type RefObject, useEffect } from 'react';
import { attachTapToHear } from './tap-to-hear.ts';
import { useSpeech } from './use-speech.ts';

/** Tap to hear on everything inside `root` (within `scope`, if given) while the learner's setting (`tapToHear`) is on. */
export function useTapToHear(root: RefObject<HTMLElement | null>, enabled: boolean, scope?: string): void {
  const { speak } = useSpeech();
  useEffect(() => {
    const element = root.current;
    if (!enabled || !element) return;
    return attachTapToHear(element, speak, scope);
  }, [root, enabled, speak, scope]);
}
