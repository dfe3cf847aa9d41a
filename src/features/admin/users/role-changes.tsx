import { useQuery } from '@tanstack/react-query';
import { roleChangesQuery } from '#api/admin-users.ts';
import type { Product } from '#domain/product';
import { type RoleChange, roleText } from '#domain/roles';
import { ErrorMessage } from '#ui/error-message.tsx';
import styles from './users.module.css';

/** "28 Nov 2026, 14:05" (date and time styles: mixed with day or month options, browsers throw). */
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One change as a sentence: who gave whom which role, and what it was before. */
function changeText(change: RoleChange, titleOf: (id: string) => string): string {
  const by = change.by?.email ?? 'A former admin';
  const to = roleText(change.to, change.products.map(titleOf));
  if (change.invited) return `${by} invited ${change.user.email} as ${to}`;
  return `${by} changed ${change.user.email} from ${roleText(change.from, [])} to ${to}`;
}

/** Role changes: every role given or taken, newest first, for admins to look back on. */
export function RoleChanges({ products }: { products: readonly Product[] }) {
  const changes = useQuery(roleChangesQuery());
  const titleOf = (id: string) => products.find((product) => product._id === id)?.title ?? 'a deleted course';
  return (
    <section className={styles.roles} aria-labelledby="role-changes-title">
      <h2 id="role-changes-title" className={styles.sectionTitle}>
        Role changes
      </h2>
      {changes.isError && (
        <ErrorMessage
          error={changes.error}
          title="The role changes could not be loaded."
          onRetry={() => changes.refetch()}
        />
      )}
      {changes.isSuccess &&
        (changes.data.changes.length === 0 ? (
          <p className={styles.note}>No role has been changed yet.</p>
        ) : (
          <ol className={styles.changes} aria-label="Role changes">
            {changes.data.changes.map((change) => (
              <li key={change._id}>
                <time dateTime={change.at}>{when(change.at)}</time> {changeText(change, titleOf)}
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
