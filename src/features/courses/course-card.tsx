import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { withHttps } from '#domain/links';
import type { Product } from '#domain/product';
import { Picture } from '../../ui/picture.tsx';
import styles from './course-card.module.css';
import { Icon } from './icons.tsx';

/**
 * A course on the dashboard. Unlocked, it opens the course. Locked, it shows a lock and goes to
 * the course's own shop page in a new tab (or to the in-app purchase page when it has none).
 */
export function CourseCard({ product, locked }: { product: Product; locked: boolean }) {
  const titleId = useId();
  const actionId = useId();
  const descriptionId = useId();
  const body = (
    <>
      <div className={styles.visual}>
        <Picture src={product.preview} alt={`${product.title} preview`} className={styles.preview} />
        {product.titleLogo && <Picture src={product.titleLogo} alt={`${product.title} logo`} className={styles.logo} />}
        {locked && (
          <span className={styles.lockBadge}>
            <Icon name="lock" size={26} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {product.title}
        </h3>
        {product.description && (
          <p id={descriptionId} className={styles.description}>
            {product.description}
          </p>
        )}
        <span id={actionId} className={styles.action}>
          {locked ? <LockedLabel hasShop={Boolean(product.url)} /> : 'Open course →'}
        </span>
      </div>
    </>
  );
  const common = {
    className: `${styles.card} ${locked ? styles.locked : ''}`,
    'aria-labelledby': `${titleId} ${actionId}`,
    ...(product.description ? { 'aria-describedby': descriptionId } : {}),
  };
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
