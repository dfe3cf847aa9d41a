import { useState } from 'react';
import styles from '#features/admin/common/editor.module.css';
import { TextField } from '#features/admin/common/fields.tsx';
import { ItemTools } from '#features/admin/common/item-tools.tsx';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { Button } from '#ui/button.tsx';
import { Picture } from '#ui/picture.tsx';

export interface LabelledImage {
  image: string;
  label: string;
}

/**
 * A list of images each with a short text: question and answer cards ({label, imageSrc}) and
 * image options ({src, alt}) share it through `toItem`/`fromItem`.
 */
export function LabelledImagesEditor<Item>({
  name,
  items,
  toItem,
  fromItem,
  onAdd,
  onRemove,
  onMove,
  onCopy,
  imageLabel = 'image URL',
  textLabel = 'label',
}: {
  name: string;
  items: readonly Item[];
  toItem: (image: LabelledImage) => Item;
  fromItem: (item: Item) => LabelledImage;
  onAdd: (item: Item) => void;
  onRemove: (index: number) => void;
  /** Reorder and copy, for lists that allow them. */
  onMove?: (from: number, to: number) => void;
  onCopy?: (index: number) => void;
  imageLabel?: string;
  textLabel?: string;
}) {
  const [draft, setDraft] = useState<LabelledImage>({ image: '', label: '' });
  const add = () => {
    if (!draft.image.trim()) return;
    onAdd(toItem({ image: draft.image.trim(), label: draft.label.trim() }));
    setDraft({ image: '', label: '' });
  };
  return (
    <div className={styles.stack}>
      {items.length > 0 && (
        <ol className={styles.chips} aria-label={name}>
          {items.map((item, index) => {
            const { image, label } = fromItem(item);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: these items have no id; their position is their identity
              <li key={index} className={styles.chip}>
                <span aria-hidden="true">{index + 1}.</span>
                <Picture src={image} alt={label || `${name} ${index + 1}`} className={styles.thumb} />
                {label}
                {onMove && (
                  <ItemTools
                    name={`${name} ${index + 1}`}
                    index={index}
                    count={items.length}
                    onMove={onMove}
                    onCopy={onCopy && (() => onCopy(index))}
                  />
                )}
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Remove ${name} ${index + 1}`}
                  onClick={() => onRemove(index)}
                >
                  ✕
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <div className={styles.inlineRow}>
        <MediaField
          label={`${name} ${imageLabel}`}
          kinds={['image']}
          value={draft.image}
          onChange={(image) => setDraft({ ...draft, image })}
        />
        <TextField
          label={`${name} ${textLabel}`}
          value={draft.label}
          onChange={(label) => setDraft({ ...draft, label })}
        />
        <Button variant="secondary" onClick={add} disabled={!draft.image.trim()}>
          Add {name.toLowerCase()}
        </Button>
      </div>
    </div>
  );
}
