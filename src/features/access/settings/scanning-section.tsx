import type { ScanMode, ScanOrder } from '#domain/access-settings';
import { CheckField, type Option, RadioField } from './fields.tsx';
import styles from './settings.module.css';
import type { SectionProps } from './use-settings-form.ts';

const MODES: readonly Option<ScanMode>[] = [
  { value: 'off', label: 'Off', hint: 'The learner touches the screen, or you do.' },
  { value: 'auto', label: 'One switch, automatic', hint: 'The highlight moves by itself; a press chooses.' },
  { value: 'step', label: 'Two switches: one moves, one selects', hint: 'Nothing moves until the learner presses.' },
  {
    value: 'long-press',
    label: 'One switch: short press moves, long press selects',
    hint: 'For a learner who can hold a switch.',
  },
];

const ORDERS: readonly Option<ScanOrder>[] = [
  { value: 'linear', label: 'One by one', hint: 'Every choice in turn.' },
  {
    value: 'row-column',
    label: 'Rows, then items',
    hint: 'A row first, then the choices in it: quicker on a big grid.',
  },
];

/** How the highlight reaches the choices: the mode (which switches), the order, and a rest after a choice. */
export function ScanningSection({ draft, set, errors }: SectionProps) {
  const on = draft.scanMode !== 'off';
  return (
    <section className={styles.section} aria-labelledby="access-scanning">
      <h2 id="access-scanning" className={styles.heading}>
        Switch scanning
      </h2>
      <RadioField
        field="scanMode"
        legend="Scanning"
        options={MODES}
        value={draft.scanMode}
        error={errors.get('scanMode')}
        onChange={(mode) => set('scanMode', mode)}
      />
      {on && (
        <>
          <RadioField
            field="scanOrder"
            legend="Order"
            options={ORDERS}
            value={draft.scanOrder}
            error={errors.get('scanOrder')}
            onChange={(order) => set('scanOrder', order)}
          />
          <CheckField
            field="pauseAfterSelect"
            label="Wait after each choice"
            hint="After a choice the scan rests until the learner presses again."
            checked={draft.pauseAfterSelect}
            onChange={(checked) => set('pauseAfterSelect', checked)}
          />
        </>
      )}
    </section>
  );
}
