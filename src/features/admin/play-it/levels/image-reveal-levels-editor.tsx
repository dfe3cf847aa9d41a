import { ImageRevealLevel, type PlayIt } from '#domain/play-it';
import { imageRevealProblems } from '#domain/playable-levels';
import editor from '#features/admin/common/editor.module.css';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { type LevelFormSlot, LevelListEditor } from './level-list-editor.tsx';
import { QuestionFields } from './question-fields.tsx';

function ImageRevealLevelForm({
  level,
  onChange,
}: {
  level: ImageRevealLevel;
  onChange: (level: ImageRevealLevel) => void;
}) {
  return (
    <div className={editor.stack}>
      <QuestionFields level={level} onChange={onChange} />
      <div className={editor.grid2}>
        <MediaField
          label="Initial image URL"
          kinds={['image']}
          value={level.initialImage}
          path="initialImage"
          hint="What the learner clicks, e.g. a wrapped gift"
          onChange={(initialImage) => onChange({ ...level, initialImage })}
        />
        <MediaField
          label="Revealed image URL"
          kinds={['image']}
          value={level.revealedImage}
          path="revealedImage"
          onChange={(revealedImage) => onChange({ ...level, revealedImage })}
        />
      </div>
    </div>
  );
}

/** Image reveal: the question, the image clicked and the image revealed. */
export function ImageRevealLevelsEditor({
  playIt,
  onChange,
  onPreview,
  slot,
}: {
  playIt: PlayIt;
  onChange: (playIt: PlayIt) => void;
  onPreview: (playIt: PlayIt) => void;
  slot: LevelFormSlot;
}) {
  return (
    <LevelListEditor<ImageRevealLevel>
      levels={playIt.imageRevealLevels}
      onChange={(imageRevealLevels) => onChange({ ...playIt, imageRevealLevels })}
      newLevel={() => ImageRevealLevel.parse({})}
      schema={ImageRevealLevel}
      problems={imageRevealProblems}
      slot={slot}
      keepOne
      summary={(level) => level.questionText}
      renderForm={(level, setLevel) => <ImageRevealLevelForm level={level} onChange={setLevel} />}
      onPreview={(level) => onPreview({ ...playIt, game: 'image-reveal', imageRevealLevels: [level] })}
    />
  );
}
