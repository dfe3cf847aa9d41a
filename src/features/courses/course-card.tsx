import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { withHttps } from '#domain/links';
import type { ListedProduct, LockedProduct } from '#domain/product';
import { Picture } from '#ui/picture.tsx';
import styles from './course-card.module.css';
import { Icon } from './icons.tsx';

/** What a course card shows: a listed course, or in a preview the editor's draft. */
type CardContent = Pick<LockedProduct, 'title' | 'description' | 'titleLogo' | 'preview' | 'url'>;

export type CourseCardProps =
  | { product: ListedProduct; locked: boolean; eager?: boolean; preview?: false }
  /** The card as an editor previews it: shown, not a link, with placeholders for a missing logo or image. */
  | { product: CardContent; preview: true };

/**
 * A course on the dashboard. Unlocked, it opens the course. Locked, it shows a lock and goes to
 * the course's own shop page in a new tab (or to the in-app purchase page when it has none).
 */
export function CourseCard(props: CourseCardProps) {
  if (props.preview) {
    return (
      <div className={`${styles.card} ${styles.still}`}>
        <CardBody product={props.product} locked={false} preview />
      </div>
    );
  }
  const { product, locked, eager } = props;
  const body = <CardBody product={product} locked={locked} eager={eager} />;
  // The link is named by what it shows (logo, title, description, action), as WCAG 2.5.3 asks.
  const common = { className: `${styles.card} ${locked ? styles.locked : ''}` };
  if (!locked) {
    return (
      <Link to="/class/$classId" params={{ classId: product._id }} {...common}>
        {body}
      </Link>
    );
  }
  if (product.url) {
    return (
      <a href={withHttps(product.url)} target="_blank" rel="noopener noreferrer" {...common}>
        {body}
      </a>
    );
  }
  return (
    <Link to="/buy/$productId" params={{ productId: product._id }} {...common}>
      {body}
    </Link>
  );
}

/** The card's pictures and words. A preview is no link, so its pictures are named. */
function CardBody({
  product,
  locked,
  eager,
  preview = false,
}: {
  product: CardContent;
  locked: boolean;
  eager?: boolean | undefined;
  preview?: boolean;
}) {
  return (
    <>
      <div className={styles.visual}>
        <Picture
          src={product.preview}
          alt={`${product.title} preview`}
          decorative={!preview}
          className={styles.preview}
          eager={eager}
        />
        {product.titleLogo ? (
          <Picture src={product.titleLogo} alt={`${product.title} logo`} className={styles.logo} eager={eager} />
        ) : (
          preview && (
            <div className={styles.logoPlaceholder} role="img" aria-label="Logo placeholder">
              Logo
            </div>
          )
        )}
        {locked && (
          <span className={styles.lockBadge}>
            <Icon name="lock" size={26} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{product.title}</h3>
        {product.description && <p className={styles.description}>{product.description}</p>}
        <span className={styles.action}>
          {locked ? <LockedLabel hasShop={Boolean(product.url)} /> : 'Open course →'}
        </span>
      </div>
    </>
  );
}

function LockedLabel({ hasShop }: { hasShop: boolean }): ReactNode {
  return (
    <>
      <strong>Locked</strong> · {hasShop ? 'See how to get it (opens in a new tab) ↗' : 'See how to get it →'}
    </>
  );
}
