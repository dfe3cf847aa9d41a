import type { AccessSettings, ScanMode } from '#domain/access-settings';
import { AccessSettingsInput } from '#domain/access-settings-input';
import { keyName } from './key-name.ts';

/**
 * The settings form's values: the access settings, with the numbers a teacher types kept as she
 * typed them (times in seconds), so a value the check refuses stays in its field to be put right.
 */

/** The numbers typed into a box, the times in seconds (the sliders' values cannot be wrong). */
export type TypedField = 'stepMs' | 'firstItemMs' | 'acceptMs' | 'ignoreRepeatMs' | 'longPressMs' | 'rounds';

export type SettingsDraft = Omit<AccessSettings, TypedField> & Record<TypedField, string>;

/** Each field's first message; a field shown nowhere still counts in the summary. */
export type DraftErrors = ReadonlyMap<keyof AccessSettings, string>;

/** The timings each mode uses: the others change nothing while it is chosen. */
export const TIMINGS_OF_MODE: Record<ScanMode, readonly TypedField[]> = {
  off: [],
  auto: ['stepMs', 'firstItemMs', 'rounds', 'acceptMs', 'ignoreRepeatMs'],
  step: ['acceptMs', 'ignoreRepeatMs'],
  'long-press': ['longPressMs', 'acceptMs', 'ignoreRepeatMs'],
};

const inSeconds = (ms: number) => String(ms / 1000);

export function draftOf(settings: AccessSettings): SettingsDraft {
  return {
    ...settings,
    stepMs: inSeconds(settings.stepMs),
    firstItemMs: inSeconds(settings.firstItemMs),
    acceptMs: inSeconds(settings.acceptMs),
    ignoreRepeatMs: inSeconds(settings.ignoreRepeatMs),
    longPressMs: inSeconds(settings.longPressMs),
    rounds: String(settings.rounds),
  };
}

/** A typed number, or NaN for an empty box (which Number would take for 0); a decimal comma is a point. */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.replace(',', '.')));

const inMillis = (typed: string) => Math.round(numberOf(typed) * 1000);

/** What the draft says, as the schema reads it: seconds become milliseconds. */
function candidateOf(draft: SettingsDraft): Record<keyof AccessSettings, unknown> {
  return {
    ...draft,
    stepMs: inMillis(draft.stepMs),
    firstItemMs: inMillis(draft.firstItemMs),
    acceptMs: inMillis(draft.acceptMs),
    ignoreRepeatMs: inMillis(draft.ignoreRepeatMs),
    longPressMs: inMillis(draft.longPressMs),
    rounds: numberOf(draft.rounds),
  };
}

export type DraftCheck = { ok: true; settings: AccessSettings } | { ok: false; errors: DraftErrors };

/**
 * The draft checked by the schema the server checks with: the settings to save, or each field's
 * message. A key of a switch that is wrong is named in its message.
 */
export function checkDraft(draft: SettingsDraft): DraftCheck {
  const candidate = candidateOf(draft);
  const result = AccessSettingsInput.safeParse(candidate);
  if (result.success) return { ok: true, settings: result.data };
  const errors = new Map<keyof AccessSettings, string>();
  for (const issue of result.error.issues) {
    const [field, index] = issue.path as [keyof AccessSettings, number | undefined];
    if (errors.has(field)) continue;
    const list = candidate[field];
    const key = typeof index === 'number' && Array.isArray(list) ? list[index] : undefined;
    errors.set(field, typeof key === 'string' ? `${keyName(key)} ${issue.message}` : issue.message);
  }
  return { ok: false, errors };
}

/** Whether two drafts hold the same values, whatever order their fields came in. */
export function sameDraft(a: SettingsDraft, b: SettingsDraft): boolean {
  return (Object.keys(a) as (keyof SettingsDraft)[]).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}
