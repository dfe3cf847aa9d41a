import { Picture } from '#ui/picture.tsx';
import type { ProductFields } from './product-input.ts';
import styles from './products.module.css';

/** How the course card will look: placeholders stand in for a missing logo or image. */
export function ProductCardPreview({ product }: { product: ProductFields }) {
  const title = product.title || 'Course title';
  return (
    <article className={styles.previewCard} aria-label="Course card preview">
      <Picture src={product.preview} alt={`${title} preview`} className={styles.previewImage} />
      <div className={styles.previewBody}>
        {product.titleLogo ? (
          <Picture src={product.titleLogo} alt={`${title} logo`} className={styles.previewLogo} />
        ) : (
          <div className={styles.logoPlaceholder} role="img" aria-label="Logo placeholder">
            Logo
          </div>
        )}
        <h4 className={styles.previewTitle}>{title}</h4>
        <p className={styles.previewDescription}>{product.description || 'The course description shows here.'}</p>
      </div>
    </article>
  );
}
