import type { Product } from '#domain/product';
import { effectiveSubscriptions, subscriptionBadge, type User } from '#domain/user';
import { Picture } from '#ui/picture.tsx';
import styles from './users.module.css';

const BADGE_MEANING = { S: 'from the shop', A: 'given by an admin', B: 'from the shop and given by an admin' } as const;

/** A user's subscriptions as product logos, each badged S (shop), A (admin) or B (both). */
export function SubscriptionLogos({ user, products }: { user: User; products: readonly Product[] }) {
  const ids = [...effectiveSubscriptions(user)];
  if (ids.length === 0) return <span className={styles.none}>None</span>;
  return (
    <ul className={styles.logos} aria-label="Subscriptions">
      {ids.map((id) => {
        const product = products.find((candidate) => candidate.shopifyProductId === id);
        const badge = subscriptionBadge(user, id) ?? 'S';
        const name = product?.title ?? id;
        return (
          <li key={id} className={styles.logo} title={`${name} – ${BADGE_MEANING[badge]}`}>
            {product ? (
              <Picture src={product.titleLogo || product.preview} alt={name} className={styles.logoImage} />
            ) : (
              <span className={styles.unknownProduct}>{id}</span>
            )}
            <span className={styles.badge} data-badge={badge} aria-hidden="true">
              {badge}
            </span>
            <span className="visually-hidden">
              {badge}: {BADGE_MEANING[badge]}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
