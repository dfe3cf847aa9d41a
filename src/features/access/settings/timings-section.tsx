import {
  ACCEPT_MS,
  FIRST_ITEM_MS,
  IGNORE_REPEAT_MS,
  LONG_PRESS_MS,
  SCAN_ROUNDS,
  type ScanMode,
  STEP_MS,
} from '#domain/access-settings';
import { NumberField } from './fields.tsx';
import styles from './settings.module.css';
import { TIMINGS_OF_MODE, type TypedField } from './settings-draft.ts';
import type { SectionProps } from './use-settings-form.ts';

const inSeconds = ({ min, max }: { min: number; max: number }) => `${min / 1000} to ${max / 1000} s`;

const TIMINGS: Record<TypedField, { label: string; hint: string; range: { min: number; max: number } }> = {
  stepMs: {
    label: 'Step time',
    hint: `How long the highlight rests on each choice: ${inSeconds(STEP_MS)}.`,
    range: STEP_MS,
  },
  firstItemMs: {
    label: 'Time on the first item',
    hint: `A longer rest on the first choice, to get ready: ${inSeconds(FIRST_ITEM_MS)}.`,
    range: FIRST_ITEM_MS,
  },
  rounds: {
    label: 'Rounds before pausing',
    hint: `Times through all the choices before the scan rests: ${SCAN_ROUNDS.min} to ${SCAN_ROUNDS.max}.`,
    range: SCAN_ROUNDS,
  },
  acceptMs: {
    label: 'Acceptance time',
    hint: `A press counts once the switch is held this long: ${inSeconds(ACCEPT_MS)} (0: at once).`,
    range: ACCEPT_MS,
  },
  ignoreRepeatMs: {
    label: 'Ignore-repeat time',
    hint: `A press this soon after the last one is ignored (a tremor, a bounce): ${inSeconds(IGNORE_REPEAT_MS)}.`,
    range: IGNORE_REPEAT_MS,
  },
  longPressMs: {
    label: 'Long-press time',
    hint: `A press held this long chooses; a shorter one moves: ${inSeconds(LONG_PRESS_MS)}.`,
    range: LONG_PRESS_MS,
  },
};

const ORDER: readonly TypedField[] = ['stepMs', 'firstItemMs', 'rounds', 'longPressMs', 'acceptMs', 'ignoreRepeatMs'];

const MODE_WORDS: Record<Exclude<ScanMode, 'off'>, string> = {
  auto: 'automatic scanning',
  step: 'two switches',
  'long-press': 'a short and a long press',
};

/** Why the timings not shown are not: the chosen mode does not use them. */
function leftOut(mode: ScanMode, hidden: readonly TypedField[]): string | null {
  if (mode === 'off')
    return 'Scanning is off, so no timing is used. Choose a way of scanning and its timings show here.';
  if (hidden.length === 0) return null;
  const names = hidden.map((field) => TIMINGS[field].label.toLowerCase()).join(', ');
  return `Not used with ${MODE_WORDS[mode]}: ${names}.`;
}

/** The timings the chosen mode uses (and any other whose value is refused, so it can be put right). */
export function TimingsSection({ draft, set, errors }: SectionProps) {
  const used = TIMINGS_OF_MODE[draft.scanMode];
  const shown = ORDER.filter((field) => used.includes(field) || errors.has(field));
  const note = leftOut(
    draft.scanMode,
    ORDER.filter((field) => !shown.includes(field)),
  );
  return (
    <section className={styles.section} aria-labelledby="access-timings">
      <h2 id="access-timings" className={styles.heading}>
        Timings
      </h2>
      {note && <p className={styles.note}>{note}</p>}
      <div className={styles.grid}>
        {shown.map((field) => {
          const { label, hint, range } = TIMINGS[field];
          const seconds = field !== 'rounds';
          return (
            <NumberField
              key={field}
              field={field}
              label={label}
              hint={hint}
              unit={seconds ? 's' : 'rounds'}
              value={draft[field]}
              min={seconds ? range.min / 1000 : range.min}
              max={seconds ? range.max / 1000 : range.max}
              step={seconds ? 0.1 : 1}
              error={errors.get(field)}
              onChange={(value) => set(field, value)}
            />
          );
        })}
      </div>
    </section>
  );
}
