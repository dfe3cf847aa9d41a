import { moveVideoSlot, setVideoSlot, videoSlots } from '#domain/editor-rules';
import type { VideoSlot } from '#domain/sections';
import { videoThumbnail } from '#domain/video';
import styles from '#features/admin/common/editor.module.css';
import { ItemTools } from '#features/admin/common/item-tools.tsx';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { Picture } from '#ui/picture.tsx';

/** Hear It and Watch It: four video slots, each a link and an optional thumbnail; slots can be moved. */
export function VideosEditor({
  videos,
  onChange,
  path,
}: {
  videos: readonly VideoSlot[];
  onChange: (videos: VideoSlot[]) => void;
  path: string;
}) {
  const slots = videoSlots(videos);
  return (
    <div className={styles.grid2}>
      {slots.map((slot, index) => {
        const derived = slot.thumbnail ? '' : videoThumbnail(slot.url);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the four slots are fixed places
          <fieldset key={index} className={styles.item}>
            <legend>
              <strong>Video {index + 1}</strong>
            </legend>
            <MediaField
              label={`Video ${index + 1} URL`}
              kinds={['video']}
              value={slot.url}
              path={`${path}.${index}.url`}
              onChange={(url) => onChange(setVideoSlot(videos, index, { ...slot, url }))}
            />
            <div className={styles.inlineRow}>
              <MediaField
                label={`Video ${index + 1} thumbnail URL`}
                kinds={['image']}
                value={slot.thumbnail}
                path={`${path}.${index}.thumbnail`}
                hint={derived ? 'Empty: the YouTube thumbnail is used' : undefined}
                onChange={(thumbnail) => onChange(setVideoSlot(videos, index, { ...slot, thumbnail }))}
              />
              {(slot.thumbnail || derived) && (
                <Picture
                  src={slot.thumbnail || derived}
                  alt={`Thumbnail of video ${index + 1}`}
                  className={styles.thumb}
                />
              )}
            </div>
            <div className={styles.actions}>
              <ItemTools
                name={`video ${index + 1}`}
                index={index}
                count={slots.length}
                onMove={(from, to) => onChange(moveVideoSlot(videos, from, to))}
              />
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
