import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { findItCardsQuery } from '#api/findit.ts';
import { isForbidden } from '#api/http.ts';
import { lessonQuery } from '#api/lessons.ts';
import { productQuery } from '#api/products.ts';
import { useProgressRecorded } from '#api/use-progress-recorded.ts';
import { ACTIVITY_KEYS, type ActivityKey } from '#domain/activity-keys';
import { appPaths } from '#domain/app-paths';
import { LESSON_GRID_COLUMNS } from '#domain/constants';
import { externalGameLink } from '#domain/external-game-link';
import type { Lesson } from '#domain/lesson';
import { effectiveLessonCards } from '#domain/lesson-cards';
import { LearningNowBar } from '#features/learners/learning-now-bar.tsx';
import { SupportToday } from '#features/learners/support-today.tsx';
import { updateProgress } from '#offline/progress.ts';
import { buttonClass } from '#ui/button.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import { Skeletons } from '#ui/skeleton.tsx';
import { ActivityCard } from './activity-card.tsx';
import styles from './lesson-grid.module.css';

/** A lesson's nine activity cards. Choosing one records the step, then opens the activity. */
export function LessonGrid({ productId, lessonId }: { productId: string; lessonId: string }) {
  const navigate = useNavigate();
  const lesson = useQuery(lessonQuery(lessonId));
  const product = useQuery(productQuery(productId));
  const recorded = useProgressRecorded(productId);
  const [opening, setOpening] = useState<ActivityKey>();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Find it reads the course's cards, not the lesson: fetch them now so that every activity of
    // a lesson opened once also opens offline.
    void queryClient.prefetchQuery(findItCardsQuery(productId));
  }, [queryClient, productId]);

  const open = async (key: ActivityKey, current: Lesson) => {
    if (opening) return;
    setOpening(key);
    const url = appPaths.activity(productId, lessonId, key);
    try {
      await updateProgress({ productId, lessonId, activityKey: key, url });
    } catch (error) {
      console.error('The activity could not be started', error);
      setOpening(undefined);
      return;
    }
    recorded();
    const external = key === 'play-it' ? externalGameLink(current) : undefined;
    if (external) {
      window.open(external, '_blank', 'noopener,noreferrer');
      setOpening(undefined);
      return;
    }
    // Cleared once the navigation settles, so a grid shown again (e.g. by Back) takes clicks again.
    void navigate({ href: url }).finally(() => setOpening(undefined));
  };

  const failed = lesson.isError ? lesson.error : product.isError && !product.data ? product.error : undefined;
  let content: ReactNode;
  if (lesson.data && product.data) {
    const current = lesson.data;
    content = (
      <ul className={styles.grid} style={{ gridTemplateColumns: `repeat(${LESSON_GRID_COLUMNS}, 1fr)` }} data-scan-grid>
        {effectiveLessonCards(product.data.lessonCards).map((card) => (
          <li key={card.id}>
            <ActivityCard
              card={card}
              opening={opening === card.id}
              busy={Boolean(opening)}
              onOpen={() => void open(card.id, current)}
            />
          </li>
        ))}
      </ul>
    );
  } else if (failed && !isForbidden(failed)) {
    content = (
      <ErrorMessage
        error={failed}
        title="This lesson could not be loaded."
        onRetry={() => {
          void lesson.refetch();
          void product.refetch();
        }}
      />
    );
  } else {
    content = (
      <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${LESSON_GRID_COLUMNS}, 1fr)` }}>
        <Skeletons count={ACTIVITY_KEYS.length} className={styles.skeleton} />
      </div>
    );
  }

  const heading = lesson.data ? lesson.data.description || lesson.data.title : undefined;
  return (
    <PageFrame
      title={heading ?? <HeadingPlaceholder />}
      onBack={() => void navigate({ to: '/class/$classId/lessons', params: { classId: productId } })}
      actions={<LearningNowBar />}
      scanRoot
    >
      {lesson.data?.description && <p className={styles.lessonTitle}>{lesson.data.title}</p>}
      {content}
      <SupportToday productId={productId} lessonId={lessonId} />
      {lesson.data && (
        // The teacher's, not a choice for a learner's switch.
        <p className={styles.print} data-scan-skip="teacher">
          <Link
            to="/class/$classId/lessons/$lessonId/print"
            params={{ classId: productId, lessonId }}
            className={buttonClass('secondary', 'small')}
          >
            Print lesson materials
          </Link>
        </p>
      )}
    </PageFrame>
  );
}

function HeadingPlaceholder() {
  return (
    <>
      <span className={styles.headingSkeleton} aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </>
  );
}
