import { useState } from 'react';
import { conflictOf, errorText } from '#api/http.ts';
import { type ProductSave, useRefreshProducts, useSaveProduct } from '#api/products.ts';
import { LessonCards } from '#domain/lesson-card-input';
import { effectiveLessonCards, type LessonCard } from '#domain/lesson-cards';
import type { Product, ProductInput } from '#domain/product';
import { ColourField } from '#features/admin/common/colour-field.tsx';
import editor from '#features/admin/common/editor.module.css';
import { FieldErrorsProvider } from '#features/admin/common/field-errors.tsx';
import { FormFooter } from '#features/admin/common/form-footer.tsx';
import { patchAt } from '#features/admin/common/lists.ts';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { saveConflictOf } from '#features/admin/common/save-conflict.ts';
import { SectionConflictDialog } from '#features/admin/common/section-conflict-dialog.tsx';
import { useSaveForm } from '#features/admin/common/use-save-form.ts';
import { PRODUCT_PARTS } from '#features/admin/products/product-form.tsx';
import { PRODUCT_PART_KEYS, productInputOf } from '#features/admin/products/product-input.ts';
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
  const [editing, setEditing] = useState(false);
  const saved = effectiveLessonCards(product.lessonCards);
  return (
    <section className={styles.panel} aria-labelledby="lesson-cards-title">
      <div className={styles.panelHeader}>
        <h3 id="lesson-cards-title" className={styles.panelTitle}>
          Lesson cards
        </h3>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit Lesson Cards
          </Button>
        )}
      </div>
      {editing ? (
        <LessonCardsForm product={product} saved={saved} onDone={() => setEditing(false)} />
      ) : (
        <CardGrid cards={saved} />
      )}
    </section>
  );
}

/** Edit mode: the cards' fields, their preview, and Save Changes or Cancel; both end it. */
function LessonCardsForm({
  product,
  saved,
  onDone,
}: {
  product: Product;
  saved: readonly LessonCard[];
  onDone: () => void;
}) {
  const refresh = useRefreshProducts();
  /** The product as editing began: the version the save is based on. */
  const [base] = useState(product);
  const form = useSaveForm({
    initial: saved.map((card) => ({ ...card })),
    check: (cards) => LessonCards.safeParse(cards),
    unsaved: 'lesson-cards',
    mutation: useSaveProduct(),
    sent: (lessonCards): ProductSave => ({
      id: base._id,
      product: { ...productInputOf(base), lessonCards },
      version: base.version,
    }),
    failure: (error) => `The lesson cards were not saved: ${errorText(error)}`,
    conflictOf: (error, sent) => {
      const refused = conflictOf<Product>(error);
      if (!refused) return undefined;
      const theirs = productInputOf(refused.current);
      return saveConflictOf(refused, productInputOf(base), sent.product, theirs, PRODUCT_PART_KEYS);
    },
    onSaved: onDone,
  });
  const cards = form.fields;
  /** Saves this input over the version of theirs. */
  const resend = (input: ProductInput, version: number) => form.send({ id: base._id, product: input, version });

  return (
    <>
      <CardGrid cards={cards} />
      <FieldErrorsProvider errors={form.errors}>
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
                onChange={(image) => form.setFields(patchAt(cards, index, { image }))}
              />
              <ColourField
                label={`${card.title} colour`}
                value={card.bgColor}
                path={`${index}.bgColor`}
                onChange={(bgColor) => form.setFields(patchAt(cards, index, { bgColor }))}
              />
            </fieldset>
          ))}
        </div>
      </FieldErrorsProvider>
      <FormFooter
        form={form}
        label="Save Changes"
        disabled={!form.valid}
        onSave={form.submit}
        onCancel={() => {
          form.leave();
          onDone();
        }}
      />
      <SectionConflictDialog
        conflict={form.conflict}
        what="this course"
        busy={form.pending}
        parts={PRODUCT_PARTS}
        onTheirs={() => {
          form.closeConflict();
          onDone();
          void refresh();
        }}
        onMine={() => form.conflict && resend(form.conflict.mine, form.conflict.conflict.current.version)}
        onMerge={() => form.conflict && resend(form.conflict.merged, form.conflict.conflict.current.version)}
        onClose={form.closeConflict}
      />
    </>
  );
}
