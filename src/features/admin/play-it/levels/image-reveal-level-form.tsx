import type { ImageRevealLevel } from '#domain/play-it';
import editor from '#features/admin/common/editor.module.css';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { QuestionFields } from './question-fields.tsx';

/** Image reveal: the question, the image clicked and the image revealed. */
export function ImageRevealLevelForm({
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
