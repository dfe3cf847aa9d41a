import * as z from 'zod';
import './messages.ts';
import {
  ACCEPT_MS,
  type AccessSettings,
  DEFAULT_ACCESS_SETTINGS as D,
  FIRST_ITEM_MS,
  HIGHLIGHT_WIDTH_PX,
  IGNORE_REPEAT_MS,
  LONG_PRESS_MS,
  RESERVED_KEYS,
  SCAN_CUES,
  SCAN_MODES,
  SCAN_ORDERS,
  SCAN_ROUNDS,
  SPEECH_PITCH,
  SPEECH_RATE,
  STEP_MS,
  SWITCH_KEYS_MAX,
} from './access-settings.ts';

/**
 * What a teacher sets for a learner (or a tablet): the body of PUT /learners/{id}/settings and of a
 * save-learner-settings op, and the settings form's check. Each value out of its range is refused
 * with a message that names it and its range. A field left out takes its default.
 */

type Range = { min: number; max: number };

const seconds = (ms: number) => `${ms / 1000} s`;
const between = (what: string, range: Range, show: (n: number) => string) =>
  `${what} must be between ${show(range.min)} and ${show(range.max)}`;

function bounded(message: string, range: Range, whole: boolean) {
  const number = z.number({ error: message });
  return (whole ? number.int({ error: message }) : number)
    .min(range.min, { error: message })
    .max(range.max, { error: message });
}

const millis = (what: string, range: Range) => bounded(between(what, range, seconds), range, true);

/** A key as KeyboardEvent.code names it: 'Space', 'Enter', 'KeyF', 'F2', 'Digit1', 'ArrowRight'. */
export const SwitchKey = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]{0,23}$/, { error: 'is not a key this device can send' });

const keyList = z
  .array(SwitchKey)
  .max(SWITCH_KEYS_MAX, { error: `A switch answers to at most ${SWITCH_KEYS_MAX} keys` });

const Hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'The highlight colour must be a colour like #FFB000' });

export const AccessSettingsInput = z
  .object({
    scanMode: z.enum(SCAN_MODES).default(D.scanMode),
    scanOrder: z.enum(SCAN_ORDERS).default(D.scanOrder),
    stepMs: millis('The step time', STEP_MS).default(D.stepMs),
    firstItemMs: millis('The time on the first item', FIRST_ITEM_MS).default(D.firstItemMs),
    rounds: bounded(between('The rounds before the scan pauses', SCAN_ROUNDS, String), SCAN_ROUNDS, true).default(
      D.rounds,
    ),
    acceptMs: millis('The acceptance time', ACCEPT_MS).default(D.acceptMs),
    ignoreRepeatMs: millis('The ignore-repeat time', IGNORE_REPEAT_MS).default(D.ignoreRepeatMs),
    longPressMs: millis('The long-press time', LONG_PRESS_MS).default(D.longPressMs),
    pauseAfterSelect: z.boolean().default(D.pauseAfterSelect),
    moveKeys: keyList.default(() => [...D.moveKeys]),
    selectKeys: keyList.default(() => [...D.selectKeys]),
    screenSwitch: z.boolean().default(D.screenSwitch),
    highlightColour: Hex.default(D.highlightColour),
    highlightWidth: bounded(
      between('The highlight thickness', HIGHLIGHT_WIDTH_PX, (n) => `${n} px`),
      HIGHLIGHT_WIDTH_PX,
      true,
    ).default(D.highlightWidth),
    cue: z.enum(SCAN_CUES).default(D.cue),
    speechRate: bounded(between('The speech rate', SPEECH_RATE, String), SPEECH_RATE, false).default(D.speechRate),
    speechPitch: bounded(between('The speech pitch', SPEECH_PITCH, String), SPEECH_PITCH, false).default(D.speechPitch),
    tapToHear: z.boolean().default(D.tapToHear),
    largerSymbols: z.boolean().default(D.largerSymbols),
    reducedMotion: z.boolean().default(D.reducedMotion),
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

// The schema's output is exactly the plain type the pages use without zod.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const SCHEMA_MATCHES_TYPE: Same<z.infer<typeof AccessSettingsInput>, AccessSettings> = true;
