import { useState } from 'react';
import { ACTIVITY_PAGE_TITLES } from '#domain/activity-pages';
import { attentionTab, playTab } from '#domain/section-tabs';
import type { LearnIt } from '#domain/sections';
import { LearnItActivity } from '#features/activities/learn-it/learn-it-activity.tsx';
import styles from './content-editor.module.css';

type PreviewTab = 'ideas' | 'carousel';

/** Learn It's preview: tab buttons between the activity ideas and the carousel, both the learner's view. */
export function LearnItPreview({ section }: { section: LearnIt }) {
  const [tab, setTab] = useState<PreviewTab>('ideas');
  const play = playTab(section);
  const attention = attentionTab(section);
  const shown: LearnIt = { tabs: tab === 'ideas' ? (play ? [play] : []) : attention ? [attention] : [] };
  return (
    <div className={styles.previewTabs}>
      <div className={styles.previewTabButtons}>
        <button type="button" aria-pressed={tab === 'ideas'} onClick={() => setTab('ideas')}>
          Activity ideas
        </button>
        <button type="button" aria-pressed={tab === 'carousel'} onClick={() => setTab('carousel')}>
          Carousel
        </button>
      </div>
      {tab === 'ideas' && <h4 className={styles.previewHeading}>{ACTIVITY_PAGE_TITLES['learn-it']}</h4>}
      <LearnItActivity section={shown} />
    </div>
  );
}
