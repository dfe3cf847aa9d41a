import { CheckField } from './fields.tsx';
import styles from './settings.module.css';
import type { SectionProps } from './use-settings-form.ts';

/** Bigger symbols and calmer motion on the learner's pages. */
export function SeeingSection({ draft, set }: SectionProps) {
  return (
    <section className={styles.section} aria-labelledby="access-seeing">
      <h2 id="access-seeing" className={styles.heading}>
        Seeing and moving
      </h2>
      <CheckField
        field="largerSymbols"
        label="Larger symbols"
        hint="The pictures and words of the lessons show bigger."
        checked={draft.largerSymbols}
        onChange={(checked) => set('largerSymbols', checked)}
      />
      <CheckField
        field="reducedMotion"
        label="Reduced motion"
        hint="Animations and transitions on the learner's pages are switched off."
        checked={draft.reducedMotion}
        onChange={(checked) => set('reducedMotion', checked)}
      />
    </section>
  );
}
