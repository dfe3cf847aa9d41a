import { Icon, type IconName } from '#ui/icon.tsx';
import styles from './empty-state.module.css';

/** A friendly message where an activity has nothing to show. */
export function EmptyState({ icon, title, text }: { icon: IconName; title: string; text?: string }) {
  return (
    <div className={styles.empty} role="status">
      <Icon name={icon} size={48} className={styles.icon} />
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
    </div>
  );
}
