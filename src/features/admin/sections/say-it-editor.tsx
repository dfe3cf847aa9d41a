import type { SayIt } from '#domain/sections';
import styles from '#features/admin/common/editor.module.css';
import { TextAreaField, TextField } from '#features/admin/common/fields.tsx';
import { ListItemTools } from '#features/admin/common/item-tools.tsx';
import { patchAt, removeAt } from '#features/admin/common/lists.ts';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { Button } from '#ui/button.tsx';

/** Say It: title, video and the illustrations (image and text per 'Section n'). */
export function SayItEditor({
  value,
  onChange,
  path,
}: {
  value: SayIt;
  onChange: (value: SayIt) => void;
  path: string;
}) {
  const illustrations = value.illustrations;
  return (
    <div className={styles.stack}>
      <div className={styles.grid2}>
        <TextField
          label="Title"
          value={value.title}
          path={`${path}.title`}
          onChange={(title) => onChange({ ...value, title })}
        />
        <MediaField
          label="Video URL"
          kinds={['video']}
          value={value.video}
          path={`${path}.video`}
          hint="A YouTube link or the address of a video file"
          onChange={(video) => onChange({ ...value, video })}
        />
      </div>
      {illustrations.map((illustration, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: illustrations have no id; their position is their identity
        <fieldset key={index} className={styles.item}>
          <legend className={styles.itemHeader}>
            <strong>Section {index + 1}</strong>
          </legend>
          <div className={styles.grid2}>
            <MediaField
              label={`Section ${index + 1} image URL`}
              kinds={['image']}
              value={illustration.image}
              path={`${path}.illustrations.${index}.image`}
              onChange={(image) => onChange({ ...value, illustrations: patchAt(illustrations, index, { image }) })}
            />
            <TextAreaField
              label={`Section ${index + 1} text`}
              value={illustration.text}
              rows={2}
              path={`${path}.illustrations.${index}.text`}
              onChange={(text) => onChange({ ...value, illustrations: patchAt(illustrations, index, { text }) })}
            />
          </div>
          <div className={styles.actions}>
            <ListItemTools
              name={`section ${index + 1}`}
              items={illustrations}
              index={index}
              onChange={(next) => onChange({ ...value, illustrations: next })}
            />
            <Button
              variant="secondary"
              size="small"
              onClick={() => onChange({ ...value, illustrations: removeAt(illustrations, index) })}
            >
              Remove section {index + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button
          variant="secondary"
          onClick={() => onChange({ ...value, illustrations: [...illustrations, { image: '', text: '' }] })}
        >
          Add section
        </Button>
      </div>
    </div>
  );
}
