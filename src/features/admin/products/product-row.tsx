import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminProductsQuery, useDeleteProduct, useDuplicateProduct } from '#api/products.ts';
import type { Product } from '#domain/product';
import { Button } from '#ui/button.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { Picture } from '#ui/picture.tsx';
import { Skeletons } from '#ui/skeleton.tsx';
import styles from './products.module.css';

export const DUPLICATE_FAILED = 'Failed to duplicate product. Please try again.';

/**
 * The product row: one card per product (select, x, Edit, Duplicate, Export course) and the 'Add
 * new' tile; for an author (not `manages`) her own courses to select, and nothing else.
 */
export function ProductRow({
  manages,
  shows,
  selectedId,
  onSelect,
  onEdit,
  onAdd,
  onDeleted,
  onAlert,
  onExport,
  exportDisabled,
}: {
  /** An admin: she adds, edits, deletes, duplicates and exports courses. */
  manages: boolean;
  /** The courses the row lists. */
  shows: (product: Product) => boolean;
  selectedId: string | undefined;
  onSelect: (product: Product) => void;
  onEdit: (product: Product) => void;
  onAdd: () => void;
  onDeleted: (product: Product) => void;
  onAlert: (message: string) => void;
  /** Saves the course as one pack file. */
  onExport: (product: Product) => void;
  /** While a course pack is under way: one at a time. */
  exportDisabled: boolean;
}) {
  const duplicating = useDuplicateProduct();
  const deleteProduct = useDeleteProduct();
  const products = useQuery(adminProductsQuery());
  const [deleting, setDeleting] = useState<Product | null>(null);

  const duplicate = (product: Product) =>
    duplicating.mutate(product._id, {
      onError: (error) => {
        console.error('Error duplicating product', error);
        onAlert(DUPLICATE_FAILED);
      },
    });

  const remove = async (product: Product) => {
    setDeleting(null);
    try {
      await deleteProduct.mutateAsync(product._id);
      onDeleted(product);
    } catch (error) {
      console.error('Error deleting product', error);
    }
  };

  if (products.isPending) {
    return (
      <div className={styles.row}>
        <Skeletons count={4} className={styles.tileSkeleton} />
      </div>
    );
  }
  if (products.isError) {
    return (
      <ErrorMessage
        error={products.error}
        title="The products could not be loaded."
        onRetry={() => products.refetch()}
      />
    );
  }
  return (
    <>
      <ul className={styles.row} aria-label="Products">
        {products.data.filter(shows).map((product) => {
          const selected = product._id === selectedId;
          return (
            <li key={product._id}>
              <article className={`${styles.tile} ${selected ? styles.selected : ''}`} aria-label={product.title}>
                <button
                  type="button"
                  className={styles.select}
                  aria-pressed={selected}
                  title={product.title}
                  onClick={() => onSelect(product)}
                >
                  <Picture src={product.preview || product.titleLogo} alt="" decorative className={styles.tileImage} />
                  <span className={styles.tileTitle}>{product.title}</span>
                </button>
                {manages && (
                  <Button
                    variant="secondary"
                    size="small"
                    className={styles.delete}
                    aria-label={`Delete ${product.title}`}
                    onClick={() => setDeleting(product)}
                  >
                    ✕
                  </Button>
                )}
                {manages && (
                  <div className={styles.tools}>
                    <Button variant="secondary" size="small" onClick={() => onEdit(product)}>
                      Edit
                    </Button>
                    <Button
                      variant="secondary"
                      size="small"
                      disabled={duplicating.isPending}
                      onClick={() => duplicate(product)}
                    >
                      {duplicating.isPending && duplicating.variables === product._id ? 'Duplicating...' : 'Duplicate'}
                    </Button>
                    <Button
                      variant="secondary"
                      size="small"
                      className={styles.export}
                      disabled={exportDisabled}
                      onClick={() => onExport(product)}
                    >
                      Export course
                    </Button>
                  </div>
                )}
              </article>
            </li>
          );
        })}
        {manages && (
          <li>
            <button type="button" className={styles.addTile} onClick={onAdd}>
              <span aria-hidden="true" className={styles.plus}>
                +
              </span>
              Add new
            </button>
          </li>
        )}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        message="Are you sure you want to delete this product?"
        onYes={() => deleting && remove(deleting)}
        onNo={() => setDeleting(null)}
      />
    </>
  );
}
