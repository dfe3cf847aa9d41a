import { duplicateItem, moveItem } from '#domain/editor-rules';
import type { DisappearItemsLevel, ImageOption } from '#domain/play-it';
import editor from '#features/admin/common/editor.module.css';
import { ListErrors } from '#features/admin/common/field-errors.tsx';
import { removeAt } from '#features/admin/common/lists.ts';
import { LabelledImagesEditor } from '#features/admin/play-it/labelled-images-editor.tsx';
import styles from '#features/admin/play-it/play-it-editor.module.css';
import { QuestionFields } from './question-fields.tsx';

/** Disappear items: the question and the images the learner clicks away. */
export function DisappearLevelForm({
  level,
  onChange,
}: {
  level: DisappearItemsLevel;
  onChange: (level: DisappearItemsLevel) => void;
}) {
  return (
    <div className={editor.stack}>
      <QuestionFields level={level} onChange={onChange} />
      <h6 className={styles.formHeading}>Images to tidy away</h6>
      <ListErrors path="disappearImages" />
      <LabelledImagesEditor<ImageOption>
        name="Object"
        items={level.disappearImages}
        textLabel="alt text"
        toItem={({ image, label }) => ({ src: image, alt: label })}
        fromItem={(image) => ({ image: image.src, label: image.alt })}
        onAdd={(image) => onChange({ ...level, disappearImages: [...level.disappearImages, image] })}
        onRemove={(index) => onChange({ ...level, disappearImages: removeAt(level.disappearImages, index) })}
        onMove={(from, to) => onChange({ ...level, disappearImages: moveItem(level.disappearImages, from, to) })}
        onCopy={(index) => onChange({ ...level, disappearImages: duplicateItem(level.disappearImages, index) })}
      />
    </div>
  );
}
