import { useId } from 'react';
import styles from './drawing-board.module.css';

/** A labelled range slider that shows its value, e.g. 'Stroke width 15'. */
export function WidthSlider({
  label,
  value,
  min,
  max,
  onChange,
  scanSkip = false,
}: {
  label: string;
  /** Left out of switch scanning (its steps are offered as buttons instead). */
  scanSkip?: boolean;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className={styles.slider}>
      <label htmlFor={id}>
        {label} <output htmlFor={id}>{value}</output>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        data-scan-skip={scanSkip || undefined}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}
