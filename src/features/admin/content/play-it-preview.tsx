import { useState } from 'react';
import { isBuiltInGame } from '#domain/built-in-games';
import type { PlayIt } from '#domain/play-it';
import { PlayItActivity } from '#features/activities/play-it/play-it-activity.tsx';
import editor from '#features/admin/common/editor.module.css';
import { GamePreviewDialog } from '#features/admin/play-it/game-preview-dialog.tsx';
import { Button } from '#ui/button.tsx';

/**
 * Play It's preview: a built-in game plays the whole draft in a large dialog (the learner's own
 * game); any other game shows what the learner page shows.
 */
export function PlayItPreview({ playIt, lessonLink }: { playIt: PlayIt; lessonLink: string }) {
  const [playing, setPlaying] = useState(false);
  const game = playIt.game;
  if (!isBuiltInGame(game)) {
    return <PlayItActivity playIt={playIt} link={playIt.link || lessonLink} onExit={() => undefined} />;
  }
  return (
    <div className={editor.stack}>
      <p className={editor.muted}>
        Learners play <strong>{game}</strong> with every level of this draft.
      </p>
      <div>
        <Button onClick={() => setPlaying(true)}>▶ Play the whole game</Button>
      </div>
      <GamePreviewDialog
        preview={playing ? { game, playIt, title: `Preview: ${game}` } : null}
        onClose={() => setPlaying(false)}
      />
    </div>
  );
}
