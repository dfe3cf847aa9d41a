/**
 * How one learner reaches the learner path: switch scanning, its timings and switches, the
 * highlight, cues, speech, bigger symbols and calmer motion. Kept in the learner's profile (and,
 * for 'Whole class', on the tablet) and applied as soon as the learner is chosen. Times are in
 * milliseconds. The checks of a teacher's input are in access-settings-input.ts: zod stays off the
 * pages that only apply settings.
 */

/**
 * off: no scanning. auto: one switch, the highlight steps on its own and a press selects.
 * step: two switches, one moves the highlight, the other selects. long-press: one switch, a short
 * press moves and a long press selects.
 */
export const SCAN_MODES = ['off', 'auto', 'step', 'long-press'] as const;
export type ScanMode = (typeof SCAN_MODES)[number];

/** linear: one item after another. row-column: a group (a row of a grid) first, then its items. */
export const SCAN_ORDERS = ['linear', 'row-column'] as const;
export type ScanOrder = (typeof SCAN_ORDERS)[number];

/** What the learner hears on each step of the scan. */
export const SCAN_CUES = ['none', 'beep', 'speak'] as const;
export type ScanCue = (typeof SCAN_CUES)[number];

export const STEP_MS = { min: 500, max: 5000 } as const;
export const FIRST_ITEM_MS = { min: 500, max: 10_000 } as const;
export const SCAN_ROUNDS = { min: 1, max: 10 } as const;
export const ACCEPT_MS = { min: 0, max: 2000 } as const;
export const IGNORE_REPEAT_MS = { min: 0, max: 3000 } as const;
export const LONG_PRESS_MS = { min: 300, max: 3000 } as const;
export const HIGHLIGHT_WIDTH_PX = { min: 3, max: 16 } as const;
export const SPEECH_RATE = { min: 0.5, max: 2 } as const;
export const SPEECH_PITCH = { min: 0, max: 2 } as const;
/** How many keys each switch may answer to. */
export const SWITCH_KEYS_MAX = 4;

/** Keys that only the teacher uses while scanning runs, so no switch may take them. */
export const RESERVED_KEYS: readonly string[] = ['Escape', 'Tab'];

export interface AccessSettings {
  scanMode: ScanMode;
  scanOrder: ScanOrder;
  /** How long the highlight rests on each item (automatic scanning). */
  stepMs: number;
  /** How long it rests on the first item of a scan (and of a group), so the learner can get ready. */
  firstItemMs: number;
  /** Whole rounds through the items before automatic scanning pauses. */
  rounds: number;
  /** A press counts only once the switch has been held this long. */
  acceptMs: number;
  /** A second press this soon after one that counted is ignored (a tremor, a bounce). */
  ignoreRepeatMs: number;
  /** In long-press mode, a press held this long selects; a shorter one moves. */
  longPressMs: number;
  /** After a selection the scan waits for a press before it goes on. */
  pauseAfterSelect: boolean;
  /** KeyboardEvent.code of the keys each switch sends; in one-switch modes every one of them is the switch. */
  moveKeys: string[];
  selectKeys: string[];
  /** A click or touch anywhere on the screen is a switch (select; in two-switch mode a right click moves). */
  screenSwitch: boolean;
  highlightColour: string;
  highlightWidth: number;
  cue: ScanCue;
  speechRate: number;
  speechPitch: number;
  /** A touch speaks an item first; a second touch on it acts. */
  tapToHear: boolean;
  largerSymbols: boolean;
  reducedMotion: boolean;
}

/** Everything at its default: no scanning, no cues, speech at normal rate and pitch. */
export const DEFAULT_ACCESS_SETTINGS: AccessSettings = {
  scanMode: 'off',
  scanOrder: 'linear',
  stepMs: 1500,
  firstItemMs: 2500,
  rounds: 3,
  acceptMs: 0,
  ignoreRepeatMs: 300,
  longPressMs: 1000,
  pauseAfterSelect: false,
  moveKeys: ['Space'],
  selectKeys: ['Enter'],
  screenSwitch: false,
  highlightColour: '#FFB000',
  highlightWidth: 8,
  cue: 'none',
  speechRate: 1,
  speechPitch: 1,
  tapToHear: false,
  largerSymbols: false,
  reducedMotion: false,
};

/** Whether these settings turn switch scanning on. */
export const scanningOn = (settings: Pick<AccessSettings, 'scanMode'>): boolean => settings.scanMode !== 'off';
