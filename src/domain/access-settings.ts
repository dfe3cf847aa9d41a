import * as z from 'zod';
import './messages.ts';

/**
 * How one learner reaches the learner path: switch scanning, its timings and switches, the
 * highlight, cues, speech, bigger symbols and calmer motion. Kept in the learner's profile (and,
 * for 'Whole class', on the tablet) and applied as soon as the learner is chosen. Times are in
 * milliseconds.
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

const seconds = (ms: number) => `${ms / 1000} s`;
const between = (what: string, range: { min: number; max: number }, show: (n: number) => string) =>
  `${what} must be between ${show(range.min)} and ${show(range.max)}`;

function millis(what: string, range: { min: number; max: number }) {
  const message = between(what, range, seconds);
  return z
    .number({ error: message })
    .int({ error: message })
    .min(range.min, { error: message })
    .max(range.max, { error: message });
}

function ratio(what: string, range: { min: number; max: number }) {
  const message = between(what, range, String);
  return z.number({ error: message }).min(range.min, { error: message }).max(range.max, { error: message });
}

/** A key as KeyboardEvent.code names it: 'Space', 'Enter', 'KeyF', 'F2', 'Digit1', 'ArrowRight'. */
export const SwitchKey = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]{0,23}$/, { error: 'is not a key this device can send' });

const keyList = z
  .array(SwitchKey)
  .max(SWITCH_KEYS_MAX, { error: `A switch answers to at most ${SWITCH_KEYS_MAX} keys` });

/** Keys that only the teacher uses while scanning runs, so no switch may take them. */
export const RESERVED_KEYS: readonly string[] = ['Escape', 'Tab'];

const Hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'The highlight colour must be a colour like #FFB000' });

export const AccessSettings = z
  .object({
    scanMode: z.enum(SCAN_MODES).default('off'),
    scanOrder: z.enum(SCAN_ORDERS).default('linear'),
    /** How long the highlight rests on each item (auto scanning). */
    stepMs: millis('The step time', STEP_MS).default(1500),
    /** How long it rests on the first item of a scan, so the learner can get ready. */
    firstItemMs: millis('The time on the first item', FIRST_ITEM_MS).default(2500),
    /** Whole rounds through the items before automatic scanning pauses. */
    rounds: z
      .number()
      .int({ error: between('The rounds before the scan pauses', SCAN_ROUNDS, String) })
      .min(SCAN_ROUNDS.min, { error: between('The rounds before the scan pauses', SCAN_ROUNDS, String) })
      .max(SCAN_ROUNDS.max, { error: between('The rounds before the scan pauses', SCAN_ROUNDS, String) })
      .default(3),
    /** A press counts only once the switch has been held this long. */
    acceptMs: millis('The acceptance time', ACCEPT_MS).default(0),
    /** A second press this soon after one that counted is ignored (a tremor, a bounce). */
    ignoreRepeatMs: millis('The ignore-repeat time', IGNORE_REPEAT_MS).default(300),
    /** In long-press mode, a press held this long selects; a shorter one moves. */
    longPressMs: millis('The long-press time', LONG_PRESS_MS).default(1000),
    /** After a selection the scan waits for a press before it goes on. */
    pauseAfterSelect: z.boolean().default(false),
    /** KeyboardEvent.code of the keys each switch sends; in one-switch modes every one of them is the switch. */
    moveKeys: keyList.default(['Space']),
    selectKeys: keyList.default(['Enter']),
    /** A click or touch anywhere on the screen is a switch (select; in two-switch mode a right click moves). */
    screenSwitch: z.boolean().default(false),
    highlightColour: Hex.default('#FFB000'),
    highlightWidth: z
      .number()
      .int()
      .min(HIGHLIGHT_WIDTH_PX.min, { error: between('The highlight thickness', HIGHLIGHT_WIDTH_PX, (n) => `${n} px`) })
      .max(HIGHLIGHT_WIDTH_PX.max, { error: between('The highlight thickness', HIGHLIGHT_WIDTH_PX, (n) => `${n} px`) })
      .default(8),
    cue: z.enum(SCAN_CUES).default('none'),
    speechRate: ratio('The speech rate', SPEECH_RATE).default(1),
    speechPitch: ratio('The speech pitch', SPEECH_PITCH).default(1),
    /** A touch speaks an item first; a second touch on it acts. */
    tapToHear: z.boolean().default(false),
    largerSymbols: z.boolean().default(false),
    reducedMotion: z.boolean().default(false),
  })
  .check((ctx) => {
    const { moveKeys, selectKeys } = ctx.value;
    const both = moveKeys.filter((key) => selectKeys.includes(key));
    if (both.length > 0)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['selectKeys'],
        message: `${both.join(', ')} cannot both move and select`,
      });
    const reserved = [...moveKeys, ...selectKeys].filter((key) => RESERVED_KEYS.includes(key));
    if (reserved.length > 0)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['moveKeys'],
        message: `${reserved.join(', ')} is kept for the teacher and cannot be a switch`,
      });
  });
export type AccessSettings = z.infer<typeof AccessSettings>;
export type AccessSettingsInput = z.input<typeof AccessSettings>;

/** Everything at its default: no scanning, no cues, speech at normal rate and pitch. */
export const DEFAULT_ACCESS_SETTINGS: AccessSettings = AccessSettings.parse({});

/** Whether these settings turn switch scanning on. */
export const scanningOn = (settings: Pick<AccessSettings, 'scanMode'>): boolean => settings.scanMode !== 'off';
