import type { Link } from '#domain/sections';
import styles from '#features/admin/common/editor.module.css';
import { TextField } from '#features/admin/common/fields.tsx';
import { ListItemTools } from '#features/admin/common/item-tools.tsx';
import { patchAt, removeAt } from '#features/admin/common/lists.ts';
import { Button } from '#ui/button.tsx';

/** A list of {text, link} rows with an add button; each row can be moved, copied and removed. */
export function LinksEditor({
  links,
  onChange,
  path,
  addLabel = 'Add link',
  textLabel = 'Link text',
  itemName = 'link',
}: {
  links: readonly Link[];
  onChange: (links: Link[]) => void;
  path: string;
  addLabel?: string;
  textLabel?: string;
  /** What the move and copy buttons call a row, before its number (e.g. 'page 2 text'). */
  itemName?: string;
}) {
  return (
    <div className={styles.stack}>
      {links.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their position is their identity
        <div key={index} className={styles.inlineRow}>
          <TextField
            label={`${textLabel} ${index + 1}`}
            value={link.text}
            path={`${path}.${index}.text`}
            onChange={(text) => onChange(patchAt(links, index, { text }))}
          />
          <TextField
            label={`Link ${index + 1}`}
            value={link.link}
            path={`${path}.${index}.link`}
            placeholder="https://"
            onChange={(value) => onChange(patchAt(links, index, { link: value }))}
          />
          <ListItemTools name={`${itemName} ${index + 1}`} items={links} index={index} onChange={onChange} />
          <Button variant="secondary" onClick={() => onChange(removeAt(links, index))}>
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...links, { text: '', link: '' }])}>
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
