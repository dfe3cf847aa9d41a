import { useEffect, useRef, useState } from 'react';
import { ApiError, conflictOf, errorText } from '#api/http.ts';
import { useProductWrites } from '#api/products.ts';
import type { MediaKind } from '#domain/media';
import { type Product, ProductInput } from '#domain/product';
import { AlertBanner } from '#features/admin/common/alert-banner.tsx';
import { cardDraft } from '#features/admin/common/card-draft.ts';
import editor from '#features/admin/common/editor.module.css';
import { FieldErrorsProvider, fieldErrorsOf } from '#features/admin/common/field-errors.tsx';
import { TextAreaField, TextField } from '#features/admin/common/fields.tsx';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { type SaveConflict, saveConflictOf } from '#features/admin/common/save-conflict.ts';
import { type ConflictPart, SectionConflictDialog } from '#features/admin/common/section-conflict-dialog.tsx';
import { CourseCard } from '#features/courses/course-card.tsx';
import { markSaved, useTrackUnsaved } from '#state/unsaved-store.ts';
import { Button } from '#ui/button.tsx';
import { LanguageField } from './language-field.tsx';
import {
  EMPTY_PRODUCT,
  PRODUCT_PART_KEYS,
  type ProductFields,
  productFieldsOf,
  productInputOf,
} from './product-input.ts';
import styles from './products.module.css';

const FIELDS: readonly {
  key: keyof ProductFields;
  label: string;
  long?: boolean;
  hint?: string;
  media?: [MediaKind, ...MediaKind[]];
}[] = [
  { key: 'title', label: 'Title' },
  {
    key: 'shopifyProductId',
    label: 'Shopify product id',
    hint: 'Without one, the course is a draft that only admins see.',
  },
  { key: 'titleLogo', label: 'Title logo URL', media: ['image'] },
  { key: 'preview', label: 'Preview image URL', media: ['image'] },
  { key: 'url', label: 'Shop page URL' },
  { key: 'manualLink', label: 'Manual link', media: ['pdf'] },
  { key: 'resourcesLink', label: 'Resources link' },
  { key: 'language', label: 'Language' },
  { key: 'description', label: 'Description', long: true },
];

/** The parts a conflict names, by the labels of the form's fields. */
export const PRODUCT_PARTS: readonly ConflictPart[] = PRODUCT_PART_KEYS.map((key) => ({
  key,
  label: FIELDS.find((field) => field.key === key)?.label ?? 'Lesson cards',
}));

/** What the card preview shows for an empty title or description. */
const PLACEHOLDERS = { title: 'Course title', description: 'The course description shows here.' };

/** The field a 409 names (the shop id another course already has), to show its message there. */
function refusedField(error: unknown): keyof ProductFields | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const field = (error.body as { field?: unknown } | null)?.field;
  return FIELDS.find((candidate) => candidate.key === field)?.key;
}

/** Adds a product, or edits one, beside a live preview of its course card. */
export function ProductForm({
  product,
  onDone,
}: {
  /** The product being edited; none to add a new one. */
  product: Product | null;
  onDone: (saved: Product | null) => void;
}) {
  const writes = useProductWrites();
  const initial = product ? productFieldsOf(product) : EMPTY_PRODUCT;
  const [fields, setFields] = useState<ProductFields>(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  /** A field the server refused (such as a shop id another course has), while it still holds that value. */
  const [refused, setRefused] = useState<{ path: keyof ProductFields; value: string; message: string } | null>(null);
  const panel = useRef<HTMLElement>(null);
  // The form opens below the lists: bring it into view and put the cursor in its first field.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
    panel.current?.querySelector('input')?.focus({ preventScroll: true });
  }, []);
  const result = ProductInput.safeParse({ ...fields, lessonCards: product?.lessonCards });
  const errors = fieldErrorsOf(result);
  // An empty title is only pointed out once the author tries to save.
  const shown = new Map(checked ? errors : [...errors].filter(([path]) => path !== 'title' || fields.title !== ''));
  if (refused && fields[refused.path] === refused.value && !shown.has(refused.path)) {
    shown.set(refused.path, refused.message);
  }
  useTrackUnsaved('product-form', JSON.stringify(fields) !== JSON.stringify(initial));

  /** The product as the form was opened on: what a merge compares both saves with. */
  const [base] = useState(product);
  const [conflict, setConflict] = useState<SaveConflict<Product, ProductInput> | null>(null);

  const send = async (input: ProductInput, version: number) => {
    setBusy(true);
    setFailure(null);
    try {
      const saved = base ? await writes.update(base._id, input, version) : await writes.create(input);
      setConflict(null);
      markSaved('product-form');
      onDone(saved);
    } catch (error) {
      console.error(product ? 'Error updating product' : 'Error creating product', error);
      const field = refusedField(error);
      const refused = conflictOf<Product>(error);
      if (base && refused) {
        const theirs = productInputOf(refused.current);
        setConflict(saveConflictOf(refused, productInputOf(base), input, theirs, PRODUCT_PART_KEYS));
      } else if (field) {
        setRefused({ path: field, value: fields[field], message: errorText(error) });
        panel.current?.querySelector<HTMLElement>(`[data-path="${field}"] input`)?.focus();
      } else {
        setFailure(`The product was not saved: ${errorText(error)}`);
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    setChecked(true);
    if (result.success) await send(result.data, base?.version ?? 0);
  };

  const label = product ? 'Edit Product' : 'Add Product';
  return (
    <section ref={panel} className={styles.formPanel} aria-label={label}>
      <h3 className={styles.formTitle}>{product ? `Edit product: ${product.title}` : 'Add a new product'}</h3>
      <div className={styles.formLayout}>
        <form className={editor.stack} onSubmit={(event) => event.preventDefault()} noValidate>
          <FieldErrorsProvider errors={shown}>
            <div className={editor.grid2}>
              {FIELDS.filter((field) => !field.long).map((field) => (
                <div key={field.key} data-path={field.key}>
                  {field.key === 'language' ? (
                    <LanguageField
                      value={fields.language}
                      onChange={(language) => setFields({ ...fields, language })}
                    />
                  ) : field.media ? (
                    <MediaField
                      label={field.label}
                      kinds={field.media}
                      value={fields[field.key]}
                      path={field.key}
                      hint={field.hint}
                      onChange={(value) => setFields({ ...fields, [field.key]: value })}
                    />
                  ) : (
                    <TextField
                      label={field.label}
                      value={fields[field.key]}
                      path={field.key}
                      hint={field.hint}
                      onChange={(value) => setFields({ ...fields, [field.key]: value })}
                    />
                  )}
                </div>
              ))}
            </div>
            <TextAreaField
              label="Description"
              rows={4}
              value={fields.description}
              path="description"
              onChange={(description) => setFields({ ...fields, description })}
            />
          </FieldErrorsProvider>
          <AlertBanner message={failure} onDismiss={() => setFailure(null)} />
          <div className={editor.actions}>
            <Button onClick={submit} disabled={busy}>
              {label}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                markSaved('product-form');
                onDone(null);
              }}
              disabled={busy}
            >
              Cancel
            </Button>
          </div>
        </form>
        <article aria-label="Course card preview">
          <CourseCard product={cardDraft(fields, PLACEHOLDERS)} preview />
        </article>
      </div>
      <SectionConflictDialog
        conflict={conflict}
        what="this course"
        busy={busy}
        parts={PRODUCT_PARTS}
        onTheirs={() => {
          setConflict(null);
          markSaved('product-form');
          onDone(null);
          void writes.refresh();
        }}
        onMine={() => conflict && send(conflict.mine, conflict.conflict.current.version)}
        onMerge={() => conflict && send(conflict.merged, conflict.conflict.current.version)}
        onClose={() => setConflict(null)}
      />
    </section>
  );
}
