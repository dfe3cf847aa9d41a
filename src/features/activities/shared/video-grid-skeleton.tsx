import { Skeletons } from '#ui/skeleton.tsx';
import styles from './video-grid.module.css';

/** Four video tiles while hear it or watch it loads. */
export function VideoGridSkeleton() {
  return (
    <div className={styles.grid}>
      <Skeletons count={4} style={{ aspectRatio: '16 / 9' }} />
    </div>
  );
}
