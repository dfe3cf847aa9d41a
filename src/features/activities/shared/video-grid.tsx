import { useState } from 'react';
import type { VideoSlot } from '#domain/sections';
import { VideoModal } from '#ui/video-modal.tsx';
import { EmptyState } from './empty-state.tsx';
import { useFinishWhenAll } from './use-finish.ts';
import styles from './video-grid.module.css';
import { VideoThumbnail } from './video-thumbnail.tsx';

/** Hear it and watch it: up to four videos in a 2x2 grid; a click plays one in a modal. */
export function VideoGrid({ videos, modalTitle }: { videos: readonly VideoSlot[]; modalTitle: string }) {
  const [playing, setPlaying] = useState<string | undefined>();
  const shown = videos.filter((video) => video.url.trim());
  const seen = useFinishWhenAll(shown.length);
  if (shown.length === 0) {
    return <EmptyState icon="film" title="No videos yet" text="This lesson has no videos here yet." />;
  }
  return (
    <>
      <ul className={styles.grid}>
        {shown.map((video, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same video may sit in two slots
          <li key={index}>
            <VideoThumbnail
              url={video.url}
              thumbnail={video.thumbnail}
              label={`Play video ${index + 1}`}
              onPlay={() => {
                seen(index);
                setPlaying(video.url);
              }}
            />
          </li>
        ))}
      </ul>
      <VideoModal url={playing} title={modalTitle} onClose={() => setPlaying(undefined)} />
    </>
  );
}
