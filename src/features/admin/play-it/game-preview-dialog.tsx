import type { BuiltInGame } from '#domain/built-in-games';
import type { PlayIt } from '#domain/play-it';
import { GameView } from '#features/games/game-view.tsx';
import { Modal } from '#ui/modal.tsx';
import styles from './play-it-editor.module.css';

/** Plays a draft with the learner's own game, in a large dialog; leaving the game closes it. */
export function GamePreviewDialog({
  preview,
  onClose,
}: {
  preview: { game: BuiltInGame; playIt: PlayIt; title: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={preview !== null}
      title={preview?.title ?? ''}
      onClose={onClose}
      closeLabel="Close preview"
      className={styles.previewDialog}
    >
      {preview && (
        <div className={styles.previewGame}>
          <GameView game={preview.game} playIt={preview.playIt} onExit={onClose} />
        </div>
      )}
    </Modal>
  );
}
