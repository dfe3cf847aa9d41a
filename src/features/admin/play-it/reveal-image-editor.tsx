import { useState } from 'react';
import { addHiddenImage } from '#domain/editor-rules';
import type { PlayIt } from '#domain/play-it';
import editor from '#features/admin/common/editor.module.css';
import { onEnter } from '#features/admin/common/fields.tsx';
import { ListItemTools } from '#features/admin/common/item-tools.tsx';
import { removeAt } from '#features/admin/common/lists.ts';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { Button } from '#ui/button.tsx';
import { Picture } from '#ui/picture.tsx';

/** Reveal-image (flashlight): the hidden images, in the order learners find them; Enter adds a URL. */
export function RevealImageEditor({ playIt, onChange }: { playIt: PlayIt; onChange: (playIt: PlayIt) => void }) {
  const [input, setInput] = useState('');
  const images = playIt.content.hiddenImages;
  const set = (hiddenImages: string[]) => onChange({ ...playIt, content: { ...playIt.content, hiddenImages } });
  const add = () => {
    set(addHiddenImage(images, input));
    setInput('');
  };
  return (
    <div className={editor.stack}>
      {images.length === 0 ? (
        <p className={editor.muted}>No hidden images yet.</p>
      ) : (
        <ol className={editor.chips} aria-label="Hidden images">
          {images.map((image, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: images are plain URLs; their position is their identity
            <li key={index} className={editor.chip}>
              <Picture src={image} alt={`Hidden image ${index + 1}`} className={editor.thumb} />
              {index + 1}
              <ListItemTools name={`hidden image ${index + 1}`} items={images} index={index} onChange={set} />
              <Button
                variant="ghost"
                size="small"
                aria-label={`Remove hidden image ${index + 1}`}
                onClick={() => set(removeAt(images, index))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className={editor.inlineRow}>
        <MediaField
          label="Hidden image URL"
          kinds={['image']}
          value={input}
          hint="Press Enter to add it"
          onChange={setInput}
          onKeyDown={onEnter(add)}
        />
        <Button variant="secondary" onClick={add} disabled={!input.trim()}>
          Add image
        </Button>
      </div>
    </div>
  );
}
