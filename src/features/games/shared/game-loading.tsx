import { Skeleton } from '#ui/skeleton.tsx';
import layout from './game-layout.module.css';

/** While a game's code loads: a placeholder where the play area goes, as large as it will be. */
export function GameLoading() {
  return (
    <div className={layout.game}>
      <span className="visually-hidden" role="status">
        Loading the game…
      </span>
      <div className={layout.stage}>
        <Skeleton style={{ width: '100%', height: '100%', borderRadius: 24 }} />
      </div>
    </div>
  );
}
