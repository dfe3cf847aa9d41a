import {
  addCorrectIndex,
  canPickCorrectIndexes,
  duplicateImageOption,
  moveImageOption,
  removeCorrectIndex,
  removeImageOption,
} from '#domain/level-rules';
import { ANSWER_TYPES, type AnswerType, type FindTheCorrectOneLevel, type ImageOption } from '#domain/play-it';
import editor from '#features/admin/common/editor.module.css';
import { useFieldError } from '#features/admin/common/field-errors.tsx';
import { SelectField } from '#features/admin/common/fields.tsx';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { LabelledImagesEditor } from '#features/admin/play-it/labelled-images-editor.tsx';
import styles from '#features/admin/play-it/play-it-editor.module.css';
import { Button } from '#ui/button.tsx';
import { QuestionCardsEditor, QuestionFields } from './question-fields.tsx';

const ANSWER_OPTIONS = ANSWER_TYPES.map((value) => ({ value, label: value }));
const optionName = (option: ImageOption | undefined, index: number) =>
  `Image ${index + 1}${option?.alt ? ` (${option.alt})` : ''}`;

function CorrectAnswers({
  level,
  onChange,
}: {
  level: FindTheCorrectOneLevel;
  onChange: (level: FindTheCorrectOneLevel) => void;
}) {
  const enabled = canPickCorrectIndexes(level.answerType);
  const error = useFieldError('correctAnswerIndexes');
  const choices = level.imageOptions
    .map((option, index) => ({ value: String(index), label: optionName(option, index) }))
    .filter((choice) => !level.correctAnswerIndexes.includes(Number(choice.value)));
  return (
    <div className={editor.stack}>
      <SelectField
        label="Add a correct answer"
        value=""
        disabled={!enabled || choices.length === 0}
        options={[
          { value: '', label: enabled ? 'Choose an image option…' : 'Only for the answer type specific' },
          ...choices,
        ]}
        onChange={(value) => value !== '' && onChange(addCorrectIndex(level, Number(value)))}
      />
      {error && <span className={editor.fieldError}>{error}</span>}
      {level.correctAnswerIndexes.length > 0 && (
        <ul className={editor.chips} aria-label="Correct answers">
          {level.correctAnswerIndexes.map((index) => (
            <li key={index} className={editor.chip}>
              {optionName(level.imageOptions[index], index)}
              <Button
                variant="ghost"
                size="small"
                aria-label={`Remove correct answer image ${index + 1}`}
                onClick={() => onChange(removeCorrectIndex(level, index))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Find the correct one: question, image options, answer type and the correct options. */
export function FindCorrectLevelForm({
  level,
  onChange,
}: {
  level: FindTheCorrectOneLevel;
  onChange: (level: FindTheCorrectOneLevel) => void;
}) {
  return (
    <div className={editor.stack}>
      <QuestionFields level={level} onChange={onChange} />
      <MediaField
        label="Avatar image URL"
        kinds={['image']}
        value={level.avatarSrc}
        path="avatarSrc"
        onChange={(avatarSrc) => onChange({ ...level, avatarSrc })}
      />
      <h6 className={styles.formHeading}>Image options</h6>
      <LabelledImagesEditor<ImageOption>
        name="Image option"
        items={level.imageOptions}
        textLabel="alt text"
        toItem={({ image, label }) => ({ src: image, alt: label })}
        fromItem={(option) => ({ image: option.src, label: option.alt })}
        onAdd={(option) => onChange({ ...level, imageOptions: [...level.imageOptions, option] })}
        onRemove={(index) => onChange(removeImageOption(level, index))}
        onMove={(from, to) => onChange(moveImageOption(level, from, to))}
        onCopy={(index) => onChange(duplicateImageOption(level, index))}
      />
      <h6 className={styles.formHeading}>Answer cards</h6>
      <QuestionCardsEditor
        name="Answer card"
        cards={level.answerCards}
        onChange={(answerCards) => onChange({ ...level, answerCards })}
      />
      <SelectField<AnswerType>
        label="Answer type"
        value={level.answerType}
        options={ANSWER_OPTIONS}
        onChange={(answerType) => onChange({ ...level, answerType })}
      />
      <CorrectAnswers level={level} onChange={onChange} />
    </div>
  );
}
