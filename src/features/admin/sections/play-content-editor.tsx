import { paragraphsOf, textOfParagraphs } from '#domain/editor-rules';
import type { PlayTab } from '#domain/sections';
import styles from '#features/admin/common/editor.module.css';
import { TextAreaField, TextField } from '#features/admin/common/fields.tsx';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { LinksEditor } from './links-editor.tsx';

/** Learn It, tab 'play': the activity ideas learners and teachers read. */
export function PlayContentEditor({
  tab,
  onChange,
  path,
}: {
  tab: PlayTab;
  onChange: (tab: PlayTab) => void;
  path: string;
}) {
  const content = tab.playContent;
  const set = (patch: Partial<typeof content>) => onChange({ ...tab, playContent: { ...content, ...patch } });
  return (
    <div className={styles.stack}>
      <TextField
        label="Play tab title"
        value={tab.title}
        path={`${path}.title`}
        onChange={(title) => onChange({ ...tab, title })}
      />
      <div className={styles.grid2}>
        <TextField
          label="Activity title"
          value={content.title}
          path={`${path}.playContent.title`}
          onChange={(title) => set({ title })}
        />
        <MediaField
          label="Image URL"
          kinds={['image']}
          value={content.image}
          path={`${path}.playContent.image`}
          onChange={(image) => set({ image })}
        />
      </div>
      <TextAreaField
        label="Text"
        rows={5}
        value={textOfParagraphs(content.text)}
        path={`${path}.playContent.text`}
        hint="One paragraph per line"
        onChange={(text) => set({ text: paragraphsOf(text) })}
      />
      <h4 className={styles.subheading}>Links</h4>
      <LinksEditor links={content.links} path={`${path}.playContent.links`} onChange={(links) => set({ links })} />
    </div>
  );
}
