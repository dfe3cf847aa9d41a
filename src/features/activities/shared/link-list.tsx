import type { Link } from '#domain/sections';
import { Icon } from '#ui/icon.tsx';
import { ExternalLink } from './external-link.tsx';
import styles from './link-list.module.css';

/** Author links as a list: a link opens in a new tab; a text without a link is plain text. */
export function LinkList({ links, label }: { links: readonly Link[]; label?: string }) {
  const shown = links.filter((item) => item.text.trim() || item.link.trim());
  if (shown.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {shown.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: author links may repeat; their order is their identity
        <li key={index}>
          {item.link.trim() ? (
            <ExternalLink href={item.link} className={styles.link}>
              <Icon name="link" className={styles.icon} />
              {item.text.trim() || item.link}
            </ExternalLink>
          ) : (
            <span className={styles.text}>{item.text}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
