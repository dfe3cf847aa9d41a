import { useId } from 'react';
import { attentionTab, playTab } from '#domain/section-tabs';
import type { AttentionStage, LearnIt, PlayContent } from '#domain/sections';
import { EmptyState } from '#features/activities/shared/empty-state.tsx';
import { LinkList } from '#features/activities/shared/link-list.tsx';
import { Picture } from '#ui/picture.tsx';
import styles from './learn-it.module.css';
import { StageCarousel } from './stage-carousel.tsx';

export interface LearnItActivityProps {
  section: LearnIt;
}

const hasPlayContent = (content: PlayContent) =>
  Boolean(
    content.title.trim() ||
      content.image.trim() ||
      content.text.some((paragraph) => paragraph.trim()) ||
      content.links.some((link) => link.text.trim() || link.link.trim()),
  );

const hasStageContent = (stage: AttentionStage) =>
  Boolean(stage.title.trim() || stage.video.trim() || stage.text.some((item) => item.text.trim() || item.link.trim()));

/** Learn it: the play ideas (text, picture, links) and a carousel of the attention stages. */
export function LearnItActivity({ section }: LearnItActivityProps) {
  const headingId = useId();
  const play = playTab(section);
  const attention = attentionTab(section);
  const content = play && hasPlayContent(play.playContent) ? play.playContent : undefined;
  const stages = attention?.content.filter(hasStageContent) ?? [];
  if (!content && stages.length === 0) {
    return <EmptyState icon="idea" title="No activity ideas yet" text="This lesson has no activity ideas yet." />;
  }
  return (
    <div className={styles.layout}>
      {content && (
        <section className={styles.play} aria-labelledby={headingId}>
          {play?.title && <p className={styles.kicker}>{play.title}</p>}
          <h2 id={headingId} className={styles.heading}>
            {content.title || play?.title || 'Play ideas'}
          </h2>
          {content.image.trim() && (
            <Picture src={content.image} alt={content.title || play?.title || 'Play ideas'} className={styles.image} />
          )}
          {content.text
            .filter((paragraph) => paragraph.trim())
            .map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are only known by their place
              <p key={index} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          <LinkList links={content.links} label="Links" />
        </section>
      )}
      {stages.length > 0 && <StageCarousel title={attention?.title || 'Attention builder'} stages={stages} />}
    </div>
  );
}
