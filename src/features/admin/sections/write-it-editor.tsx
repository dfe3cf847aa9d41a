import { useState } from 'react';
import { withHttps } from '#domain/links';
import type { WriteIt } from '#domain/sections';
import styles from '#features/admin/common/editor.module.css';
import { onEnter } from '#features/admin/common/fields.tsx';
import { ListItemTools } from '#features/admin/common/item-tools.tsx';
import { removeAt, replaceAt } from '#features/admin/common/lists.ts';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { Button, buttonClass } from '#ui/button.tsx';

/** Write It: the global file link (with 'Download File') and the canvas image URLs. */
export function WriteItEditor({
  value,
  onChange,
  path,
}: {
  value: WriteIt;
  onChange: (value: WriteIt) => void;
  path: string;
}) {
  const [newCanvas, setNewCanvas] = useState('');
  const addCanvas = () => {
    const url = newCanvas.trim();
    if (!url) return;
    onChange({ ...value, canvases: [...value.canvases, url] });
    setNewCanvas('');
  };
  const file = withHttps(value.globalFileLink);
  return (
    <div className={styles.stack}>
      <div className={styles.inlineRow}>
        <MediaField
          label="Global file link"
          kinds={['pdf', 'image']}
          value={value.globalFileLink}
          path={`${path}.globalFileLink`}
          onChange={(globalFileLink) => onChange({ ...value, globalFileLink })}
        />
        {file ? (
          <a className={buttonClass('secondary')} href={file} target="_blank" rel="noreferrer" download>
            Download File
          </a>
        ) : (
          <Button variant="secondary" disabled>
            Download File
          </Button>
        )}
      </div>
      <h4 className={styles.subheading}>Canvases</h4>
      {value.canvases.length === 0 && <p className={styles.muted}>No canvases yet.</p>}
      {value.canvases.map((canvas, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: canvases are plain URLs; their position is their identity
        <div key={index} className={styles.inlineRow}>
          <MediaField
            label={`Canvas ${index + 1} image URL`}
            kinds={['image']}
            value={canvas}
            path={`${path}.canvases.${index}`}
            onChange={(url) => onChange({ ...value, canvases: replaceAt(value.canvases, index, url) })}
          />
          <ListItemTools
            name={`canvas ${index + 1}`}
            items={value.canvases}
            index={index}
            onChange={(canvases) => onChange({ ...value, canvases })}
          />
          <Button variant="secondary" onClick={() => onChange({ ...value, canvases: removeAt(value.canvases, index) })}>
            Remove
          </Button>
        </div>
      ))}
      <div className={styles.inlineRow}>
        <MediaField
          label="New canvas image URL"
          kinds={['image']}
          value={newCanvas}
          onChange={setNewCanvas}
          onKeyDown={onEnter(addCanvas)}
        />
        <Button variant="secondary" onClick={addCanvas} disabled={!newCanvas.trim()}>
          Add Canvas
        </Button>
      </div>
    </div>
  );
}
