import type { AccessSettings } from '#domain/access-settings';
import type { ScanInput } from '#domain/scan-config';

/**
 * The learner's switches as the browser sees them: keys (what switch interfaces send: Space and
 * Enter, or any key chosen in the settings) and, when set, a click or touch anywhere on the screen.
 * Each is turned into a press and a release of the 'move' or 'select' switch. While scanning runs,
 * these keys and taps belong to the scan: the page under them never sees them, so a switch press
 * never also clicks what has the focus or what lies under the finger.
 */

export type SwitchSettings = Pick<AccessSettings, 'scanMode' | 'moveKeys' | 'selectKeys' | 'screenSwitch'>;

export interface SwitchHandlers {
  press: (input: ScanInput) => void;
  release: (input: ScanInput) => void;
  /** Whether the switches belong to the scan now (a learner's page is shown and not paused by the teacher). */
  active: () => boolean;
  /**
   * Called before each switch press: a page or dialog shown since the scan last read the page (it
   * reads at the next frame, later on a busy tablet) is read at once. Answers true when the scan
   * now stands on a page or dialog it had not read: that press only shows where the highlight
   * starts. It must not act: a Space would click a new dialog's focused Close button, and a select
   * would click the choice highlighted on the page beneath the dialog.
   */
  wake: () => boolean;
}

/** The teacher's own control is never a switch, even under a screen-wide tap switch. */
export const TEACHER_CONTROL = '[data-scan-control]';

/** Which switch a key is, or null for a key that is not a switch. */
export function inputOfKey(settings: SwitchSettings, code: string): ScanInput | null {
  if (settings.selectKeys.includes(code)) return 'select';
  if (settings.moveKeys.includes(code)) return settings.scanMode === 'step' ? 'move' : 'select';
  return null;
}

/** Which switch a pointer button is: in two-switch scanning a right click moves. */
function inputOfPointer(settings: SwitchSettings, button: number): ScanInput {
  return settings.scanMode === 'step' && button === 2 ? 'move' : 'select';
}

const fromTeacher = (event: Event) => event.target instanceof Element && event.target.closest(TEACHER_CONTROL) !== null;

const FOLLOWING_EVENTS = [
  'mousedown',
  'mouseup',
  'touchstart',
  'touchmove',
  'touchend',
  'click',
  'dblclick',
  'auxclick',
  'contextmenu',
];

function swallow(event: Event) {
  event.preventDefault();
  event.stopImmediatePropagation();
}

/** Listens on the window, ahead of the page (capture phase); answers a function that stops listening. */
export function listenToSwitches(target: Window, settings: SwitchSettings, handlers: SwitchHandlers): () => void {
  const pointers = new Map<number, ScanInput>();

  const onKeyDown = (event: KeyboardEvent) => {
    const input = inputOfKey(settings, event.code);
    if (!input || fromTeacher(event)) return;
    if (handlers.wake()) return swallow(event);
    if (!handlers.active()) return;
    swallow(event);
    if (!event.repeat) handlers.press(input);
  };
  const onKeyUp = (event: KeyboardEvent) => {
    const input = inputOfKey(settings, event.code);
    if (!input || !handlers.active() || fromTeacher(event)) return;
    swallow(event);
    handlers.release(input);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!settings.screenSwitch || fromTeacher(event)) return;
    const woken = handlers.wake();
    if (!woken && !handlers.active()) return;
    swallow(event);
    const input = inputOfPointer(settings, event.button);
    pointers.set(event.pointerId, input);
    if (!woken) handlers.press(input);
  };
  const onPointerUp = (event: PointerEvent) => {
    const input = pointers.get(event.pointerId);
    if (input === undefined) return;
    pointers.delete(event.pointerId);
    swallow(event);
    handlers.release(input);
  };
  // What follows a tap that was a switch press (the mouse's and touch's own events, the click, a
  // right click's menu) must not act either: no drag starts, nothing is clicked.
  const onFollowing = (event: Event) => {
    if (!settings.screenSwitch || !event.isTrusted || !handlers.active() || fromTeacher(event)) return;
    swallow(event);
  };

  const listeners: [string, (event: never) => void][] = [
    ['keydown', onKeyDown],
    ['keyup', onKeyUp],
    ['pointerdown', onPointerDown],
    ['pointerup', onPointerUp],
    ['pointercancel', onPointerUp],
    ...FOLLOWING_EVENTS.map((type) => [type, onFollowing] as [string, (event: never) => void]),
  ];
  const options = { capture: true, passive: false } as const;
  for (const [type, listener] of listeners) target.addEventListener(type, listener as EventListener, options);
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener as EventListener, options);
  };
}
