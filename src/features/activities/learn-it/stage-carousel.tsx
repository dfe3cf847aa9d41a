import { useEffect, useId, useState } from 'react';
import type { AttentionStage } from '#domain/sections';
import { LinkList } from '#features/activities/shared/link-list.tsx';
import { useFinishWhenAll } from '#features/activities/shared/use-finish.ts';
import { VideoThumbnail } from '#features/activities/shared/video-thumbnail.tsx';
import { Button } from '#ui/button.tsx';
import { VideoModal } from '#ui/video-modal.tsx';
import styles from './learn-it.module.css';

/**
 * The attention stages one at a time. Previous and Next look disabled at the ends but stay
 * focusable (aria-disabled), so keyboard users do not lose their place.
 */
export function StageCarousel({ title, stages }: { title: string; stages: readonly AttentionStage[] }) {
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState<string | undefined>();
  const current = Math.min(index, stages.length - 1);
  // Learn it is finished once every stage has been shown.
  const seen = useFinishWhenAll(stages.length);
  useEffect(() => {
    if (current >= 0) seen(current);
  }, [current, seen]);
  const stage = stages[current];
  if (!stage) return null;
  const atStart = current === 0;
  const atEnd = current === stages.length - 1;
  const stageName = stage.title || `Stage ${current + 1}`;
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-labelledby={headingId}>
      <div className={styles.carouselHead}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <p className={styles.count} aria-live="polite">
          {current + 1} of {stages.length}
        </p>
      </div>
      <div className={styles.slide}>
        <h3 className={styles.stageTitle}>{stageName}</h3>
        {stage.video.trim() && (
          <VideoThumbnail
            url={stage.video}
            thumbnail={stage.thumbnail}
            label={`Play video: ${stageName}`}
            onPlay={() => setPlaying(stage.video)}
          />
        )}
        <LinkList links={stage.text} />
      </div>
      <div className={styles.nav}>
        <Button
          variant="secondary"
          aria-disabled={atStart}
          onClick={() => {
            if (!atStart) setIndex(current - 1);
          }}
        >
          <span aria-hidden="true">←</span> Previous
        </Button>
        <Button
          variant="secondary"
          aria-disabled={atEnd}
          onClick={() => {
            if (!atEnd) setIndex(current + 1);
          }}
        >
          Next <span aria-hidden="true">→</span>
        </Button>
      </div>
      <VideoModal url={playing} title={stageName} onClose={() => setPlaying(undefined)} />
    </section>
  );
}
