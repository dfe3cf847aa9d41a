import { withStageVideo } from '#domain/editor-rules';
import { type AttentionTab, EMPTY_STAGE } from '#domain/sections';
import styles from '#features/admin/common/editor.module.css';
import { TextField } from '#features/admin/common/fields.tsx';
import { ListItemTools } from '#features/admin/common/item-tools.tsx';
import { patchAt, removeAt, replaceAt } from '#features/admin/common/lists.ts';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { Button } from '#ui/button.tsx';
import { Picture } from '#ui/picture.tsx';
import { LinksEditor } from './links-editor.tsx';

/** Learn It, tab 'attention': its title and the pages (stages) of the carousel. */
export function AttentionStagesEditor({
  tab,
  onChange,
  path,
}: {
  tab: AttentionTab;
  onChange: (tab: AttentionTab) => void;
  path: string;
}) {
  const stages = tab.content;
  return (
    <div className={styles.stack}>
      <TextField
        label="Attention tab title"
        value={tab.title}
        path={`${path}.title`}
        onChange={(title) => onChange({ ...tab, title })}
      />
      {stages.map((stage, index) => {
        const at = `${path}.content.${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: stages have no id; their position is their identity
          <fieldset key={index} className={styles.item}>
            <legend>
              <strong>Page {index + 1}</strong>
            </legend>
            <TextField
              label={`Page ${index + 1} title`}
              value={stage.title}
              path={`${at}.title`}
              onChange={(title) => onChange({ ...tab, content: patchAt(stages, index, { title }) })}
            />
            <div className={styles.grid2}>
              <MediaField
                label={`Page ${index + 1} video URL`}
                kinds={['video']}
                value={stage.video}
                path={`${at}.video`}
                hint="YouTube links are kept in embed form"
                onChange={(video) =>
                  onChange({ ...tab, content: replaceAt(stages, index, withStageVideo(stage, video)) })
                }
              />
              <div className={styles.inlineRow}>
                <MediaField
                  label={`Page ${index + 1} thumbnail URL`}
                  kinds={['image']}
                  value={stage.thumbnail}
                  path={`${at}.thumbnail`}
                  hint="Filled in from a YouTube video"
                  onChange={(thumbnail) => onChange({ ...tab, content: patchAt(stages, index, { thumbnail }) })}
                />
                {stage.thumbnail && (
                  <Picture src={stage.thumbnail} alt={`Thumbnail of page ${index + 1}`} className={styles.thumb} />
                )}
              </div>
            </div>
            <LinksEditor
              links={stage.text}
              path={`${at}.text`}
              addLabel="Add text"
              textLabel="Text"
              itemName={`page ${index + 1} text`}
              onChange={(text) => onChange({ ...tab, content: patchAt(stages, index, { text }) })}
            />
            <div className={styles.actions}>
              <ListItemTools
                name={`page ${index + 1}`}
                items={stages}
                index={index}
                onChange={(content) => onChange({ ...tab, content })}
              />
              {stages.length > 1 && (
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => onChange({ ...tab, content: removeAt(stages, index) })}
                >
                  Remove page {index + 1}
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="secondary"
          onClick={() => onChange({ ...tab, content: [...stages, { ...EMPTY_STAGE, text: [] }] })}
        >
          Add an other page
        </Button>
      </div>
    </div>
  );
}
