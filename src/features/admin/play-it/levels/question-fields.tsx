import { duplicateItem, moveItem } from '#domain/editor-rules';
import type { QuestionCard } from '#domain/play-it';
import { ColourField } from '#features/admin/common/colour-field.tsx';
import editor from '#features/admin/common/editor.module.css';
import { TextField } from '#features/admin/common/fields.tsx';
import { removeAt } from '#features/admin/common/lists.ts';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { LabelledImagesEditor } from '#features/admin/play-it/labelled-images-editor.tsx';
import styles from '#features/admin/play-it/play-it-editor.module.css';

/** The fields find-the-correct-one, disappear-items and image-reveal levels share. */
export interface QuestionLevel {
  questionText: string;
  questionAudioSrc: string;
  questionCards: QuestionCard[];
  backgroundColor: string;
  backgroundImage: string;
}

export function QuestionFields<Level extends QuestionLevel>({
  level,
  onChange,
}: {
  level: Level;
  onChange: (level: Level) => void;
}) {
  return (
    <>
      <div className={editor.grid2}>
        <TextField
          label="Question text"
          value={level.questionText}
          path="questionText"
          onChange={(questionText) => onChange({ ...level, questionText })}
        />
        <MediaField
          label="Question audio URL"
          kinds={['audio']}
          value={level.questionAudioSrc}
          path="questionAudioSrc"
          onChange={(questionAudioSrc) => onChange({ ...level, questionAudioSrc })}
        />
        <ColourField
          label="Background colour"
          value={level.backgroundColor}
          path="backgroundColor"
          onChange={(backgroundColor) => onChange({ ...level, backgroundColor })}
        />
        <MediaField
          label="Background image URL"
          kinds={['image']}
          value={level.backgroundImage}
          path="backgroundImage"
          onChange={(backgroundImage) => onChange({ ...level, backgroundImage })}
        />
      </div>
      <h6 className={styles.formHeading}>Question cards</h6>
      <QuestionCardsEditor
        name="Question card"
        cards={level.questionCards}
        onChange={(questionCards) => onChange({ ...level, questionCards })}
      />
    </>
  );
}

export function QuestionCardsEditor({
  name,
  cards,
  onChange,
}: {
  name: string;
  cards: readonly QuestionCard[];
  onChange: (cards: QuestionCard[]) => void;
}) {
  return (
    <LabelledImagesEditor<QuestionCard>
      name={name}
      items={cards}
      toItem={({ image, label }) => ({ imageSrc: image, label })}
      fromItem={(card) => ({ image: card.imageSrc, label: card.label })}
      onAdd={(card) => onChange([...cards, card])}
      onRemove={(index) => onChange(removeAt(cards, index))}
      onMove={(from, to) => onChange(moveItem(cards, from, to))}
      onCopy={(index) => onChange(duplicateItem(cards, index))}
    />
  );
}
