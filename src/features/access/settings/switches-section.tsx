import { CheckField } from './fields.tsx';
import { KeyListField } from './key-list-field.tsx';
import styles from './settings.module.css';
import type { SectionProps } from './use-settings-form.ts';

/** The keys of each switch and the screen as a switch. With one switch, every key of both lists is it. */
export function SwitchesSection({ draft, set, errors }: SectionProps) {
  const twoSwitches = draft.scanMode === 'step';
  const moveLabel = twoSwitches ? 'Keys that move (switch 1)' : 'Switch 1 keys';
  const selectLabel = twoSwitches ? 'Keys that select (switch 2)' : 'Switch 2 keys';
  return (
    <section className={styles.section} aria-labelledby="access-switches">
      <h2 id="access-switches" className={styles.heading}>
        Switches
      </h2>
      <p className={styles.note}>
        {draft.scanMode === 'off'
          ? 'The switches do nothing while scanning is off.'
          : twoSwitches
            ? 'A switch sends a key, as a keyboard does: add the keys each of the two switches sends.'
            : 'With one switch, any of these keys is the switch (with two, switch 1 moves and switch 2 selects).'}
      </p>
      <div className={styles.grid}>
        <KeyListField
          field="moveKeys"
          label={moveLabel}
          keys={draft.moveKeys}
          other={{ label: selectLabel.toLowerCase(), keys: draft.selectKeys }}
          error={errors.get('moveKeys')}
          onChange={(keys) => set('moveKeys', keys)}
        />
        <KeyListField
          field="selectKeys"
          label={selectLabel}
          keys={draft.selectKeys}
          other={{ label: moveLabel.toLowerCase(), keys: draft.moveKeys }}
          error={errors.get('selectKeys')}
          onChange={(keys) => set('selectKeys', keys)}
        />
      </div>
      <CheckField
        field="screenSwitch"
        label="A tap or click anywhere on the screen is a switch"
        hint={twoSwitches ? 'A tap selects; a right click moves.' : undefined}
        checked={draft.screenSwitch}
        onChange={(checked) => set('screenSwitch', checked)}
      />
    </section>
  );
}
