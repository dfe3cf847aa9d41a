import styles from './game-layout.module.css';

/** What a game shows when its lesson gives it nothing to play. */
export function EmptyGame({ title, instruction }: { title: string; instruction: string }) {
  return (
    <div className={styles.empty} role="status">
      <h2>{title}</h2>
      <p>{instruction}</p>
    </div>
  );
}
