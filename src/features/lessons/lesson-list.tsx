import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { isForbidden } from '#api/http.ts';
import { lessonsQuery } from '#api/lessons.ts';
import { productQuery } from '#api/products.ts';
import { useProgressRecorded } from '#api/use-progress-recorded.ts';
import { LESSON_LIST_SKELETON_COUNT } from '#domain/constants';
import { useChosenLearners } from '#features/learners/use-chosen-learners.ts';
import { WhoIsLearning } from '#features/learners/who-is-learning.tsx';
import { startLesson } from '#offline/progress.ts';
import { ErrorMessage } from '#ui/error-message.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import { Skeletons } from '#ui/skeleton.tsx';
import { LessonCard } from './lesson-card.tsx';
import styles from './lesson-list.module.css';
import { useCompletedLessonIds } from './use-completed-lessons.ts';

/** The weekly sessions of a course. Choosing one records that it started, then opens it. */
export function LessonList({ productId }: { productId: string }) {
  const navigate = useNavigate();
  const lessons = useQuery(lessonsQuery(productId));
  const product = useQuery(productQuery(productId));
  const completed = useCompletedLessonIds(productId);
  const recorded = useProgressRecorded(productId);
  const [starting, setStarting] = useState<string>();
  // At once: a tap on a lesson asks "Who is learning?" only when the device has learners.
  const learning = useChosenLearners('now');
  const [asking, setAsking] = useState<string>();

  /** With learner profiles, "Who is learning?" comes first; without, the lesson starts for the whole class. */
  const choose = (lessonId: string) => {
    if (starting) return;
    if (learning.active.length > 0) setAsking(lessonId);
    else void start(lessonId);
  };

  const start = async (lessonId: string) => {
    if (starting) return;
    setStarting(lessonId);
    try {
      await startLesson({ productId, lessonId });
    } catch (error) {
      console.error('The lesson could not be started', error);
      setStarting(undefined);
      return;
    }
    recorded();
    // Cleared once the navigation settles, so a list shown again (e.g. by Back) takes clicks again.
    void navigate({ to: '/class/$classId/lessons/$lessonId', params: { classId: productId, lessonId } }).finally(() =>
      setStarting(undefined),
    );
  };

  const done = new Set(completed.data);
  let content: ReactNode;
  if (lessons.data) {
    content =
      lessons.data.length === 0 ? (
        <p className={styles.empty}>
          <strong>No sessions yet.</strong> This course has no lessons to teach yet.
        </p>
      ) : (
        <ul className={styles.grid} aria-busy={Boolean(starting)}>
          {lessons.data.map((lesson) => (
            <li key={lesson._id}>
              <LessonCard
                lesson={lesson}
                caption={product.data?.title ?? ''}
                completed={done.has(lesson._id)}
                disabled={Boolean(starting)}
                starting={starting === lesson._id}
                onStart={() => choose(lesson._id)}
              />
            </li>
          ))}
        </ul>
      );
  } else if (lessons.isError && !isForbidden(lessons.error)) {
    content = (
      <ErrorMessage
        error={lessons.error}
        title="The sessions could not be loaded."
        onRetry={() => void lessons.refetch()}
      />
    );
  } else {
    content = (
      <div className={styles.grid}>
        <Skeletons count={LESSON_LIST_SKELETON_COUNT} className={styles.skeleton} />
      </div>
    );
  }

  return (
    <PageFrame
      title="weekly Core Word session"
      onBack={() => void navigate({ to: '/class/$classId', params: { classId: productId } })}
      backLabel={starting ? 'Starting...' : 'Back'}
      backDisabled={Boolean(starting)}
    >
      {content}
      <WhoIsLearning
        open={asking !== undefined}
        learners={learning.active}
        chosen={learning.chosen.map((learner) => learner._id)}
        confirmLabel="Start the lesson"
        onConfirm={(ids) => {
          learning.choose(ids);
          const lessonId = asking;
          setAsking(undefined);
          if (lessonId) void start(lessonId);
        }}
        onCancel={() => setAsking(undefined)}
      />
    </PageFrame>
  );
}
