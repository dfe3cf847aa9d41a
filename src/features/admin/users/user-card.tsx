import type { LearnerCount } from '#domain/learner';
import type { Product } from '#domain/product';
import { roleText } from '#domain/roles';
import { roleOf, type User } from '#domain/user';
import { Button } from '#ui/button.tsx';
import { shortDate } from './short-date.ts';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';
import { SubscriptionLogos } from './subscription-logos.tsx';
import styles from './users.module.css';

/**
 * One user: names, email, admin flag, role, joined date, learner count, subscriptions, Manage,
 * Change role and Sign out everywhere.
 */
export function UserCard({
  user,
  products,
  learners,
  onManage,
  onChangeRole,
}: {
  user: User;
  products: readonly Product[];
  /** How many learner profiles the user has: admins see the count, never the names. */
  learners: LearnerCount | undefined;
  onManage: () => void;
  onChangeRole: () => void;
}) {
  const title = user.displayName || user.name || user.email;
  const courses = user.authorOf.map((id) => products.find((product) => product._id === id)?.title ?? id);
  return (
    <li>
      <article className={styles.card} aria-label={title}>
        <h2 className={styles.cardTitle}>{title}</h2>
        <p className={styles.email}>{user.email}</p>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{user.name || '–'}</dd>
          <dt>Admin</dt>
          <dd>{user.admin ? 'Yes' : 'No'}</dd>
          <dt>Role</dt>
          <dd>{roleText(roleOf(user), courses)}</dd>
          <dt>Joined</dt>
          <dd>{shortDate(user.createdAt)}</dd>
          <dt>Learners</dt>
          <dd>
            {learners?.active ?? 0}
            {learners?.archived ? ` (${learners.archived} archived)` : ''}
          </dd>
        </dl>
        <div className={styles.subscriptions}>
          <span className={styles.label}>Subscriptions</span>
          <SubscriptionLogos user={user} products={products} />
        </div>
        <div className={styles.cardActions}>
          <Button variant="secondary" onClick={onManage} aria-label={`Manage ${title}`}>
            Manage
          </Button>
          <Button variant="secondary" onClick={onChangeRole} aria-label={`Change role of ${title}`}>
            Change role
          </Button>
          <SignOutEverywhere user={user} title={title} />
        </div>
      </article>
    </li>
  );
}
