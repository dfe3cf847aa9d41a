import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { completedActivitiesQuery, lastActivityQuery } from '#api/activities.ts';
import type { Activity } from '#domain/activity';
import { isActivityKey } from '#domain/activity-keys';
import { activityTitle } from '#domain/lesson-cards';
import { LearnerFilter } from '#features/learners/learner-filter.tsx';
import { buttonClass } from '#ui/button.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { Picture } from '#ui/picture.tsx';
import { Skeleton } from '#ui/skeleton.tsx';
import { AppPathLink } from './app-path-link.tsx';
import { Icon } from './icons.tsx';
import styles from './recent-activity.module.css';

/** The activity a progress url points at ("find it"), when it points at one. */
function lastActivityName(url: string): string | undefined {
  const segment = url.split('/').pop() ?? '';
  return isActivityKey(segment) ? activityTitle(segment) : undefined;
}

/** Where the teacher left off, and the sessions they have completed: with the whole class, or one learner. */
export function RecentActivity({ productId }: { productId: string }) {
  const [learnerId, setLearnerId] = useState<string>();
  const last = useQuery(lastActivityQuery(productId, learnerId));
  const completed = useQuery(completedActivitiesQuery(productId, 1, learnerId));

  let content: ReactNode;
  if (last.isPending || completed.isPending) {
    content = (
      <div className={styles.loading}>
        <Skeleton className={styles.lastSkeleton} />
      </div>
    );
  } else if (last.isError || completed.isError) {
    content = (
      <ErrorMessage
        error={last.error ?? completed.error}
        title="Your recent activity could not be loaded."
        onRetry={() => {
          void last.refetch();
          void completed.refetch();
        }}
      />
    );
  } else if (!last.data && completed.data.length === 0 && learnerId) {
    content = (
      <div className={styles.empty}>
        <Icon name="sprout" size={40} className={styles.emptyIcon} />
        <p>
          <strong>Nothing recorded for this learner yet.</strong> Choose them under "Who is learning?" when a session
          starts.
        </p>
      </div>
    );
  } else if (!last.data && completed.data.length === 0) {
    content = (
      <div className={styles.empty}>
        <Icon name="sprout" size={40} className={styles.emptyIcon} />
        <p>
          <strong>Nothing here yet.</strong> Once you teach a session, it shows here so you can carry on where you left
          off.
        </p>
        <Link to="/class/$classId/lessons" params={{ classId: productId }} className={buttonClass('secondary')}>
          Start a session
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        {last.data && <LastLesson activity={last.data} />}
        {completed.data.length > 0 && <CompletedLessons productId={productId} activities={completed.data} />}
      </>
    );
  }

  return (
    <section aria-labelledby="course-home-recent" className={styles.section}>
      <div className={styles.heading}>
        <h2 id="course-home-recent" className={styles.title}>
          Recent Activity
        </h2>
        <LearnerFilter learnerId={learnerId} onChange={setLearnerId} />
      </div>
      {content}
    </section>
  );
}

function LastLesson({ activity }: { activity: Activity }) {
  const lesson = activity.lessonId;
  const where = lastActivityName(activity.lastItem.url);
  return (
    <article className={styles.last} aria-label={`Last session: ${lesson.title}`}>
      <Picture src={lesson.image} alt={lesson.title} className={styles.lastImage} />
      <div className={styles.lastBody}>
        <p className={styles.eyebrow}>Pick up where you left off</p>
        <h3 className={styles.lastTitle}>{lesson.title}</h3>
        {lesson.description && <p className={styles.lastDescription}>{lesson.description}</p>}
        {where && <p className={styles.where}>Last opened: {where}</p>}
      </div>
      <AppPathLink href={activity.lastItem.url} className={buttonClass('primary', 'normal', styles.continue)}>
        Continue
      </AppPathLink>
    </article>
  );
}

function CompletedLessons({ productId, activities }: { productId: string; activities: Activity[] }) {
  return (
    <div className={styles.completed}>
      <h3 className={styles.completedTitle}>Completed sessions</h3>
      <ul className={styles.completedGrid}>
        {activities.map(({ lessonId: lesson }) => (
          <li key={lesson._id}>
            <Link
              to="/class/$classId/lessons/$lessonId"
              params={{ classId: productId, lessonId: lesson._id }}
              className={styles.completedCard}
            >
              <Picture src={lesson.image} alt={lesson.title} className={styles.completedImage} />
              <span className={styles.completedName}>{lesson.title}</span>
              <span className={styles.done}>✓ Completed</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
