import { speakableAudio, speakableName } from './speakable-name.ts';

/**
 * 'Tap to hear': a learner who cannot read the buttons yet touches one to hear what it is, and
 * touches it again to use it. A first touch on an item speaks its name and does nothing else; a
 * second touch on the same item soon after acts; a touch on another item speaks that one.
 */

/** How long after a touch that spoke an item a second touch on it still acts (a learner may take a while). */
export const SECOND_TAP_MS = 8000;

export interface TapToHearState<Item> {
  /** The item whose name was spoken last, which a second touch would use. */
  armed: Item | null;
  at: number;
}

export type TapDecision = 'speak' | 'act';

export const NOTHING_ARMED: TapToHearState<never> = { armed: null, at: 0 };

export function tapToHear<Item>(
  state: TapToHearState<Item>,
  item: Item,
  now: number,
): { state: TapToHearState<Item>; decision: TapDecision } {
  if (state.armed === item && now - state.at <= SECOND_TAP_MS) return { state: NOTHING_ARMED, decision: 'act' };
  return { state: { armed: item, at: now }, decision: 'speak' };
}

/** What a touch may speak before it acts. */
export const TAP_TO_HEAR_ITEMS = 'button, a[href], [role="button"]';

/**
 * Puts tap to hear on everything inside `root` until the returned function is called. It listens
 * in the capture phase, so a first touch is stopped before any handler of the page (React's
 * included) sees it. Only touches and clicks are held back: a keyboard's Enter or a switch's
 * `element.click()` (a click with no pointer, `detail` 0) acts at once.
 */
export function attachTapToHear(
  root: HTMLElement,
  speak: (text: string, audioUrl?: string) => unknown,
  /** Only items inside an element matching this (e.g. the learner's pages) are spoken first. */
  scope?: string,
): () => void {
  let state: TapToHearState<Element> = NOTHING_ARMED;
  const onClick = (event: MouseEvent) => {
    if (event.detail === 0) return;
    const item = event.target instanceof Element ? event.target.closest(TAP_TO_HEAR_ITEMS) : null;
    if (!item || !root.contains(item) || (scope && !item.closest(scope))) return;
    const name = speakableName(item);
    const audioUrl = speakableAudio(item);
    // An item with nothing to say would only make the learner touch twice for nothing.
    if (!name && !audioUrl) return;
    const next = tapToHear(state, item, Date.now());
    state = next.state;
    if (next.decision === 'act') return;
    event.preventDefault();
    event.stopPropagation();
    speak(name, audioUrl);
  };
  root.addEventListener('click', onClick, { capture: true });
  return () => root.removeEventListener('click', onClick, { capture: true });
}
