import { HIGHLIGHT_WIDTH_PX } from '#domain/access-settings';
import { FieldError, fieldId, SliderField } from './fields.tsx';
import styles from './settings.module.css';
import type { SectionProps } from './use-settings-form.ts';

/** Colours that stand out on white cards, dark pictures and a whiteboard alike (the ring is edged in black). */
const SWATCHES = [
  { colour: '#FFB000', name: 'Amber' },
  { colour: '#FFFF00', name: 'Yellow' },
  { colour: '#00E5FF', name: 'Cyan' },
  { colour: '#FF00FF', name: 'Magenta' },
  { colour: '#00E676', name: 'Green' },
  { colour: '#FF1744', name: 'Red' },
] as const;

/** The highlight's colour (a swatch or any colour) and thickness. */
export function HighlightSection({ draft, set, errors }: SectionProps) {
  const colour = draft.highlightColour.toUpperCase();
  return (
    <section className={styles.section} aria-labelledby="access-highlight">
      <h2 id="access-highlight" className={styles.heading}>
        Highlight
      </h2>
      <fieldset className={styles.group}>
        <legend className={styles.label}>Colour</legend>
        <div className={styles.swatches}>
          {SWATCHES.map((swatch) => (
            <button
              key={swatch.colour}
              type="button"
              className={styles.swatch}
              style={{ background: swatch.colour }}
              aria-label={swatch.name}
              aria-pressed={colour === swatch.colour}
              onClick={() => set('highlightColour', swatch.colour)}
            />
          ))}
          <label className={styles.anyColour}>
            <input
              id={fieldId('highlightColour')}
              type="color"
              value={draft.highlightColour.toLowerCase()}
              onChange={(event) => set('highlightColour', event.target.value.toUpperCase())}
            />
            Any colour
          </label>
        </div>
        <FieldError field="highlightColour" error={errors.get('highlightColour')} />
      </fieldset>
      <SliderField
        field="highlightWidth"
        label="Thickness"
        value={draft.highlightWidth}
        min={HIGHLIGHT_WIDTH_PX.min}
        max={HIGHLIGHT_WIDTH_PX.max}
        step={1}
        shown={`${draft.highlightWidth} px`}
        error={errors.get('highlightWidth')}
        onChange={(width) => set('highlightWidth', width)}
      />
    </section>
  );
}
