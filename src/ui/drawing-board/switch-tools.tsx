import { Button } from '#ui/button.tsx';
import styles from './drawing-board.module.css';
import { STAMP_NAMES, STAMPS, type Stamp } from './stamps.ts';

/** Colours a switch user picks from (the colour field's picker cannot be scanned). */
export const SWATCHES = [
  { name: 'Green', value: '#13fb4d' },
  { name: 'Red', value: '#e53e3e' },
  { name: 'Blue', value: '#2b6cb0' },
  { name: 'Yellow', value: '#f6e05e' },
  { name: 'Orange', value: '#ed8936' },
  { name: 'Purple', value: '#805ad5' },
  { name: 'Black', value: '#1a202c' },
  { name: 'White', value: '#ffffff' },
] as const;

/** The colour swatches, as one group of choices. */
export function ColourSwatches({ colour, onChoose }: { colour: string; onChoose: (colour: string) => void }) {
  return (
    <fieldset className={`${styles.bare} ${styles.swatches}`} data-scan-group>
      <legend className="visually-hidden">Colours</legend>
      {SWATCHES.map((swatch) => (
        <button
          key={swatch.value}
          type="button"
          className={styles.swatch}
          style={{ backgroundColor: swatch.value }}
          aria-label={swatch.name}
          aria-pressed={colour.toLowerCase() === swatch.value}
          onClick={() => onChoose(swatch.value)}
        />
      ))}
    </fieldset>
  );
}

/** The stamps to choose from while the stamp tool is on. */
export function StampChoices({ stamp, onChoose }: { stamp: Stamp; onChoose: (stamp: Stamp) => void }) {
  return (
    <fieldset className={`${styles.bare} ${styles.toolGroup}`} data-scan-group>
      <legend className="visually-hidden">Stamps</legend>
      {STAMPS.map((name) => (
        <Button
          key={name}
          className={styles.tool}
          variant={stamp === name ? 'primary' : 'secondary'}
          aria-pressed={stamp === name}
          onClick={() => onChoose(name)}
        >
          {STAMP_NAMES[name]}
        </Button>
      ))}
    </fieldset>
  );
}

/** A width's smaller and larger steps, for a switch user (the slider cannot be scanned). */
export function WidthSteps({
  less,
  more,
  value,
  min,
  max,
  onChange,
}: {
  /** What the steps say: 'Thinner pen', 'Thicker pen'. */
  less: string;
  more: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className={styles.steps} data-scan-group>
      <Button variant="secondary" size="small" disabled={value <= min} onClick={() => onChange(value - 1)}>
        {less}
      </Button>
      <Button variant="secondary" size="small" disabled={value >= max} onClick={() => onChange(value + 1)}>
        {more}
      </Button>
    </div>
  );
}
