import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { lessonQuery } from '#api/lessons.ts';
import { adminProductsQuery } from '#api/products.ts';
import type { Product } from '#domain/product';
import { canAuthor } from '#domain/user';
import { useAuth } from '#state/auth-store.ts';
import { buttonClass } from '#ui/button.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import { Skeleton } from '#ui/skeleton.tsx';
import styles from './admin-page.module.css';
import { AlertBanner } from './common/alert-banner.tsx';
import { MediaCourse } from './common/media/media-course.tsx';
import { LessonContentEditor } from './content/lesson-content-editor.tsx';
import { FindItCardsEditor } from './course/findit-cards-editor.tsx';
import { LessonCardsEditor } from './course/lesson-cards-editor.tsx';
import { LessonsPanel } from './lessons/lessons-panel.tsx';
import { ImportPackButton } from './packs/import-pack-button.tsx';
import { PackConflictDialog } from './packs/pack-conflict-dialog.tsx';
import { PackStatus } from './packs/pack-status.tsx';
import { useCoursePacks } from './packs/use-course-packs.ts';
import { ProductForm } from './products/product-form.tsx';
import { ProductRow } from './products/product-row.tsx';
import { UnsavedGuard } from './unsaved-guard.tsx';

export interface AdminSelection {
  productId?: string | undefined;
  lessonId?: string | undefined;
}

type ProductFormState = { product: Product | null } | null;

function LessonContent({ lessonId, productId }: { lessonId: string; productId: string }) {
  const lesson = useQuery(lessonQuery(lessonId));
  if (lesson.isPending) return <Skeleton style={{ height: 320 }} />;
  if (lesson.isError) {
    return (
      <ErrorMessage error={lesson.error} title="The lesson could not be loaded." onRetry={() => lesson.refetch()} />
    );
  }
  if (lesson.data.productId !== productId) return null;
  return <LessonContentEditor key={lesson.data._id} lesson={lesson.data} />;
}

/**
 * The admin page: the products (an author's own only, without the calls for whole courses and
 * users), and for the selected product its lessons, its lesson and Find It
 * cards, and the content editor of the selected lesson. The selection lives in the address, so a
 * reload comes back to the same place.
 */
export function AdminPage({
  selection,
  onSelect,
}: {
  selection: AdminSelection;
  onSelect: (next: AdminSelection) => void;
}) {
  const products = useQuery(adminProductsQuery());
  const user = useAuth((state) => state.user);
  const admin = user?.admin === true;
  const mine = (product: Product) => user !== null && canAuthor(user, product._id);
  const [alert, setAlert] = useState<string | null>(null);
  const [productForm, setProductForm] = useState<ProductFormState>(null);
  const selected = products.data?.find((product) => product._id === selection.productId && mine(product));
  const packs = useCoursePacks((product) => onSelect({ productId: product._id }));

  return (
    <PageFrame
      title="Admin Page"
      actions={
        admin && (
          <Link to="/admin/users" className={buttonClass('secondary')}>
            See All Users
          </Link>
        )
      }
    >
      <UnsavedGuard />
      <MediaCourse productId={selected?._id}>
        <div className={styles.page}>
          <AlertBanner message={alert} onDismiss={() => setAlert(null)} />
          <section className={styles.products} aria-labelledby="products-title">
            <div className={styles.sectionHeader}>
              <h2 id="products-title" className={styles.sectionTitle}>
                Products
              </h2>
              {admin && <ImportPackButton disabled={packs.busy} onFile={packs.importFile} />}
            </div>
            <ProductRow
              manages={admin}
              shows={mine}
              selectedId={selection.productId}
              onSelect={(product) => onSelect({ productId: product._id })}
              onEdit={(product) => setProductForm({ product })}
              onAdd={() => setProductForm({ product: null })}
              onDeleted={(product) => {
                if (product._id === selection.productId) onSelect({});
                if (productForm?.product?._id === product._id) setProductForm(null);
              }}
              onAlert={setAlert}
              onExport={packs.exportCourse}
              exportDisabled={packs.busy}
            />
            <PackStatus job={packs.job} onCancel={packs.cancel} onDismiss={packs.dismiss} />
            <PackConflictDialog pending={packs.conflict} onReplace={packs.replace} onKeep={packs.keep} />
            {productForm && (
              <MediaCourse productId={productForm.product?._id}>
                <ProductForm
                  key={productForm.product?._id ?? 'new'}
                  product={productForm.product}
                  onDone={(saved) => {
                    setProductForm(null);
                    if (saved && !productForm.product) onSelect({ productId: saved._id });
                  }}
                />
              </MediaCourse>
            )}
          </section>
          {selected ? (
            <>
              <LessonsPanel
                key={selected._id}
                product={selected}
                selectedLessonId={selection.lessonId}
                onSelectLesson={(lessonId) => onSelect({ productId: selected._id, lessonId })}
              />
              {selection.lessonId && <LessonContent lessonId={selection.lessonId} productId={selected._id} />}
              <div className={styles.courseCards}>
                <LessonCardsEditor key={`cards-${selected._id}`} product={selected} />
                <FindItCardsEditor key={`findit-${selected._id}`} product={selected} />
              </div>
            </>
          ) : (
            products.isSuccess && <p className={styles.pick}>Choose a product to see its lessons.</p>
          )}
        </div>
      </MediaCourse>
    </PageFrame>
  );
}
