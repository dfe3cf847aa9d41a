import { useEffect, useRef, useState } from 'react';
import { ApiError, conflictOf, errorText } from '#api/http.ts';
import { type ProductSave, useRefreshProducts, useSaveProduct } from '#api/products.ts';
import type { MediaKind } from '#domain/media';
import { type Product, ProductInput } from '#domain/product';
import { cardDraft } from '#features/admin/common/card-draft.ts';
import editor from '#features/admin/common/editor.module.css';
import { FieldErrorsProvider } from '#features/admin/common/field-errors.tsx';
import { TextAreaField, TextField } from '#features/admin/common/fields.tsx';
import { FormFooter } from '#features/admin/common/form-footer.tsx';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { saveConflictOf } from '#features/admin/common/save-conflict.ts';
import { type ConflictPart, SectionConflictDialog } from '#features/admin/common/section-conflict-dialog.tsx';
import { useSaveForm } from '#features/admin/common/use-save-form.ts';
import { CourseCard } from '#features/courses/course-card.tsx';
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
  const refresh = useRefreshProducts();
  /** The product as the form was opened on: what a merge compares both saves with. */
  const [base] = useState(product);
  /** A field the server refused (such as a shop id another course has), while it still holds that value. */
  const [refused, setRefused] = useState<{ path: keyof ProductFields; value: string; message: string } | null>(null);
  const panel = useRef<HTMLElement>(null);
  const form = useSaveForm({
    initial: base ? productFieldsOf(base) : EMPTY_PRODUCT,
    check: (fields) => ProductInput.safeParse({ ...fields, lessonCards: product?.lessonCards }),
    quietWhenEmpty: ['title'],
    unsaved: 'product-form',
    mutation: useSaveProduct(),
    sent: (input): ProductSave => (base ? { id: base._id, product: input, version: base.version } : { product: input }),
    failure: (error) => `The product was not saved: ${errorText(error)}`,
    conflictOf: (error, sent) => {
      const conflict = conflictOf<Product>(error);
      if (!base || !conflict) return undefined;
      const theirs = productInputOf(conflict.current);
      return saveConflictOf(conflict, productInputOf(base), sent.product, theirs, PRODUCT_PART_KEYS);
    },
    refusedAt: (error) => {
      const field = refusedField(error);
      if (!field) return false;
      setRefused({ path: field, value: form.fields[field], message: errorText(error) });
      panel.current?.querySelector<HTMLElement>(`[data-path="${field}"] input`)?.focus();
      return true;
    },
    onSaved: onDone,
  });
  const { fields, set } = form;
  // The form opens below the lists: bring it into view and put the cursor in its first field.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
    panel.current?.querySelector('input')?.focus({ preventScroll: true });
  }, []);
  const shown = new Map(form.errors);
  if (refused && fields[refused.path] === refused.value && !shown.has(refused.path)) {
    shown.set(refused.path, refused.message);
  }
  /** Saves this input over the version of theirs. */
  const resend = (input: ProductInput, version: number) => base && form.send({ id: base._id, product: input, version });

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
                    <LanguageField value={fields.language} onChange={(language) => set({ language })} />
                  ) : field.media ? (
                    <MediaField
                      label={field.label}
                      kinds={field.media}
                      value={fields[field.key]}
                      path={field.key}
                      hint={field.hint}
                      onChange={(value) => set({ [field.key]: value })}
                    />
                  ) : (
                    <TextField
                      label={field.label}
                      value={fields[field.key]}
                      path={field.key}
                      hint={field.hint}
                      onChange={(value) => set({ [field.key]: value })}
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
              onChange={(description) => set({ description })}
            />
          </FieldErrorsProvider>
          <FormFooter
            form={form}
            label={label}
            onSave={form.submit}
            onCancel={() => {
              form.leave();
              onDone(null);
            }}
          />
        </form>
        <article aria-label="Course card preview">
          <CourseCard product={cardDraft(fields, PLACEHOLDERS)} preview />
        </article>
      </div>
      <SectionConflictDialog
        conflict={form.conflict}
        what="this course"
        busy={form.pending}
        parts={PRODUCT_PARTS}
        onTheirs={() => {
          form.closeConflict();
          form.leave();
          onDone(null);
          void refresh();
        }}
        onMine={() => form.conflict && resend(form.conflict.mine, form.conflict.conflict.current.version)}
        onMerge={() => form.conflict && resend(form.conflict.merged, form.conflict.conflict.current.version)}
        onClose={form.closeConflict}
      />
    </section>
  );
}
