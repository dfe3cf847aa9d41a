import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { withHttps } from '#domain/links';
import type { ListedProduct } from '#domain/product';
import { Picture } from '#ui/picture.tsx';
import styles from './course-card.module.css';
import { Icon } from './icons.tsx';

/**
 * A course on the dashboard. Unlocked, it opens the course. Locked, it shows a lock and goes to
 * the course's own shop page in a new tab (or to the in-app purchase page when it has none).
 */
export function CourseCard({ product, locked, eager }: { product: ListedProduct; locked: boolean; eager?: boolean }) {
  const body = (
    <>
      <div className={styles.visual}>
        <Picture src={product.preview} alt="" decorative className={styles.preview} eager={eager} />
        {product.titleLogo && (
          <Picture src={product.titleLogo} alt={`${product.title} logo`} className={styles.logo} eager={eager} />
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

function LockedLabel({ hasShop }: { hasShop: boolean }): ReactNode {
  return (
    <>
      <strong>Locked</strong> · {hasShop ? 'See how to get it (opens in a new tab) ↗' : 'See how to get it →'}
    </>
  );
}
