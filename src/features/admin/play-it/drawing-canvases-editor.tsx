import { canRemoveCanvas, withAtLeastOne } from '#domain/editor-rules';
import { DrawingCanvas, type PlayIt } from '#domain/play-it';
import editor from '#features/admin/common/editor.module.css';
import { ListItemTools } from '#features/admin/common/item-tools.tsx';
import { patchAt, removeAt } from '#features/admin/common/lists.ts';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { Button } from '#ui/button.tsx';
import { HintCardsEditor } from './hint-cards-editor.tsx';
import styles from './play-it-editor.module.css';

const emptyCanvas = () => DrawingCanvas.parse({});

/** Drawing game: the canvases (at least one); 'Remove Canvas' shows only with more than one. */
export function DrawingCanvasesEditor({
  playIt,
  onChange,
  path,
}: {
  playIt: PlayIt;
  onChange: (playIt: PlayIt) => void;
  path: string;
}) {
  const canvases = withAtLeastOne(playIt.drawingGameContent.canvases, emptyCanvas);
  const set = (next: DrawingCanvas[]) => onChange({ ...playIt, drawingGameContent: { canvases: next } });
  return (
    <div className={editor.stack}>
      {canvases.map((canvas, index) => {
        const at = `${path}.drawingGameContent.canvases.${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: canvases have no id; their position is their identity
          <fieldset key={index} className={editor.item}>
            <legend>
              <strong>Canvas {index + 1}</strong>
            </legend>
            <div className={editor.grid2}>
              <MediaField
                label={`Canvas ${index + 1} background image URL`}
                kinds={['image']}
                value={canvas.backgroundImage}
                path={`${at}.backgroundImage`}
                hint="Canvases without a background image are not shown to learners"
                onChange={(backgroundImage) => set(patchAt(canvases, index, { backgroundImage }))}
              />
              <MediaField
                label={`Canvas ${index + 1} audio URL`}
                kinds={['audio']}
                value={canvas.audioUrl}
                path={`${at}.audioUrl`}
                hint="Optional"
                onChange={(audioUrl) => set(patchAt(canvases, index, { audioUrl }))}
              />
            </div>
            <h6 className={styles.formHeading}>Hint cards</h6>
            <HintCardsEditor
              cards={canvas.hintCards}
              onChange={(hintCards) => set(patchAt(canvases, index, { hintCards }))}
            />
            <div className={editor.actions}>
              <ListItemTools name={`canvas ${index + 1}`} items={canvases} index={index} onChange={set} />
              {canRemoveCanvas(canvases) && (
                <Button variant="secondary" size="small" onClick={() => set(removeAt(canvases, index))}>
                  Remove Canvas
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" onClick={() => set([...canvases, emptyCanvas()])}>
          Add Canvas
        </Button>
      </div>
    </div>
  );
}
