import { GAME_AREA_HEIGHT_PX } from '#domain/constants';
import { Skeleton } from '../../../ui/skeleton.tsx';

/** While a game's code loads: a placeholder as big as the play area. */
export function GameLoading() {
  return (
    <div>
      <span className="visually-hidden" role="status">
        Loading the game…
      </span>
      <Skeleton style={{ height: GAME_AREA_HEIGHT_PX, borderRadius: 24 }} />
    </div>
  );
}
