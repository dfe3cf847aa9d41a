import { useState } from 'react';
import { conflictOf, errorText } from '#api/http.ts';
import { useProductWrites } from '#api/products.ts';
import { LessonCards } from '#domain/lesson-card-input';
import { effectiveLessonCards, type LessonCard } from '#domain/lesson-cards';
import type { Product, ProductInput } from '#domain/product';
import { AlertBanner } from '#features/admin/common/alert-banner.tsx';
import { ColourField } from '#features/admin/common/colour-field.tsx';
import editor from '#features/admin/common/editor.module.css';
import { FieldErrorsProvider, fieldErrorsOf } from '#features/admin/common/field-errors.tsx';
import { patchAt } from '#features/admin/common/lists.ts';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { type SaveConflict, saveConflictOf } from '#features/admin/common/save-conflict.ts';
import { SectionConflictDialog } from '#features/admin/common/section-conflict-dialog.tsx';
import { PRODUCT_PARTS } from '#features/admin/products/product-form.tsx';
import { PRODUCT_PART_KEYS, productInputOf } from '#features/admin/products/product-input.ts';
import { useTrackUnsaved } from '#state/unsaved-store.ts';
import { Button } from '#ui/button.tsx';
import { Picture } from '#ui/picture.tsx';
import styles from './course.module.css';

function CardGrid({ cards }: { cards: readonly LessonCard[] }) {
  return (
    <ul className={styles.cardGrid} aria-label="Lesson cards preview">
      {cards.map((card) => (
        <li key={card.id} className={styles.lessonCard} style={{ backgroundColor: card.bgColor }}>
          <Picture
            src={card.image}
            alt={card.title}
            className={styles.lessonCardImage}
            decorative={Boolean(card.title)}
          />
          <span className={styles.lessonCardTitle}>{card.title}</span>
        </li>
      ))}
    </ul>
  );
}

/** The look of the product's nine lesson cards: image and background colour of each. */
export function LessonCardsEditor({ product }: { product: Product }) {
  const writes = useProductWrites();
  const saved = effectiveLessonCards(product.lessonCards);
  const [cards, setCards] = useState<LessonCard[] | null>(null);
  /** The product as editing began: the version the save is based on. */
  const [base, setBase] = useState(product);
  const [conflict, setConflict] = useState<SaveConflict<Product, ProductInput> | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const editing = cards !== null;
  const result = LessonCards.safeParse(cards ?? saved);
  useTrackUnsaved('lesson-cards', editing && JSON.stringify(cards) !== JSON.stringify(saved));

  const send = async (input: ProductInput, version: number) => {
    setBusy(true);
    setFailure(null);
    try {
      await writes.update(product._id, input, version);
      setConflict(null);
      setCards(null);
    } catch (error) {
      console.error('Error saving lesson cards', error);
      const refused = conflictOf<Product>(error);
      if (refused) {
        const theirs = productInputOf(refused.current);
        setConflict(saveConflictOf(refused, productInputOf(base), input, theirs, PRODUCT_PART_KEYS));
      } else setFailure(`The lesson cards were not saved: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (result.success) await send({ ...productInputOf(base), lessonCards: result.data }, base.version);
  };

  return (
    <section className={styles.panel} aria-labelledby="lesson-cards-title">
      <div className={styles.panelHeader}>
        <h3 id="lesson-cards-title" className={styles.panelTitle}>
          Lesson cards
        </h3>
        {editing ? (
          <div className={editor.actions}>
            <Button onClick={save} disabled={busy || !result.success}>
              Save Changes
            </Button>
            <Button variant="secondary" onClick={() => setCards(null)} disabled={busy}>
              Cancel
            </Button>
          </div>
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              setBase(product);
              setCards(saved.map((card) => ({ ...card })));
            }}
          >
            Edit Lesson Cards
          </Button>
        )}
      </div>
      <CardGrid cards={cards ?? saved} />
      {editing && (
        <FieldErrorsProvider errors={fieldErrorsOf(result)}>
          <div className={styles.cardFields}>
            {cards.map((card, index) => (
              <fieldset key={card.id} className={editor.item}>
                <legend>
                  <strong>{card.title}</strong>
                </legend>
                <MediaField
                  label={`${card.title} image URL`}
                  kinds={['image']}
                  value={card.image}
                  path={`${index}.image`}
                  onChange={(image) => setCards(patchAt(cards, index, { image }))}
                />
                <ColourField
                  label={`${card.title} colour`}
                  value={card.bgColor}
                  path={`${index}.bgColor`}
                  onChange={(bgColor) => setCards(patchAt(cards, index, { bgColor }))}
                />
              </fieldset>
            ))}
          </div>
        </FieldErrorsProvider>
      )}
      <AlertBanner message={failure} onDismiss={() => setFailure(null)} />
      <SectionConflictDialog
        conflict={conflict}
        what="this course"
        busy={busy}
        parts={PRODUCT_PARTS}
        onTheirs={() => {
          setConflict(null);
          setCards(null);
          void writes.refresh();
        }}
        onMine={() => conflict && send(conflict.mine, conflict.conflict.current.version)}
        onMerge={() => conflict && send(conflict.merged, conflict.conflict.current.version)}
        onClose={() => setConflict(null)}
      />
    </section>
  );
}
