import type { SubscriptionSource } from '#domain/subscription-sources';
import { shortDate } from './short-date.ts';
import styles from './users.module.css';

function describe(source: SubscriptionSource): string {
  switch (source.kind) {
    case 'order': {
      const order = source.orderName || source.orderId;
      return `Bought in the shop: order ${order}${source.paidAt ? `, paid ${shortDate(source.paidAt)}` : ''}`;
    }
    case 'admin':
      return `Granted by an admin${source.grantedAt ? ` on ${shortDate(source.grantedAt)}` : ''}`;
    case 'shop':
      return 'From the shop (before orders were recorded)';
  }
}

/** Where one product's subscription comes from, under its checkbox in the Manage modal. */
export function SubscriptionSourceList({ id, sources }: { id: string; sources: readonly SubscriptionSource[] }) {
  if (sources.length === 0) return null;
  // Two lines of one order for the same course read the same: said once.
  const lines = [...new Set(sources.map(describe))];
  return (
    <ul id={id} className={styles.sources}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
