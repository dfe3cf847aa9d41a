import { markSupport } from '#api/evidence.ts';
import { localDay, SUPPORT_LABELS, SUPPORT_LEVELS } from '#domain/evidence';
import type { LessonRef } from '#offline/progress.ts';
import { useSupportMarks } from '#offline/support-marks-store.ts';
import { useAuth } from '#state/auth-store.ts';
import { AvatarPicture } from './avatar.tsx';
import styles from './support-today.module.css';
import { useChosenLearners } from './use-chosen-learners.ts';

const NO_MARKS: Record<string, string> = {};

/**
 * How much help each learner chosen needed in this lesson today, marked by the teacher with one tap
 * (Independent, Prompted, Physical help); a tap on another changes it. Online or not: the marks go
 * through the outbox. Nothing shows while the whole class is taught.
 */
export function SupportToday({ productId, lessonId }: LessonRef) {
  const { chosen } = useChosenLearners();
  const userId = useAuth((state) => state.user?._id) ?? '';
  const marks = useSupportMarks((state) => state.byUser[userId] ?? NO_MARKS);
  if (chosen.length === 0) return null;
  const day = localDay(new Date());
  return (
    // The teacher's: never scanned, even on a learner's page.
    <section className={styles.support} aria-labelledby="support-today" data-scan-skip="teacher">
      <h2 id="support-today" className={styles.heading}>
        Support today
      </h2>
      {/* Not a list: the lesson's own list of activities is the one list of the page. */}
      <div className={styles.list}>
        {chosen.map((learner) => {
          const marked = marks[`${learner._id}/${lessonId}/${day}`];
          return (
            <div key={learner._id} className={styles.learner}>
              <span className={styles.name}>
                <AvatarPicture avatar={learner.avatar} size={28} />
                {learner.displayName}
              </span>
              <fieldset className={styles.levels} aria-label={`Support ${learner.displayName} needed today`}>
                {SUPPORT_LEVELS.map((level) => (
                  <button
                    key={level}
                    type="button"
                    className={styles.level}
                    aria-pressed={marked === level}
                    onClick={() => void markSupport(learner._id, { productId, lessonId }, level, day)}
                  >
                    {SUPPORT_LABELS[level]}
                  </button>
                ))}
              </fieldset>
            </div>
          );
        })}
      </div>
    </section>
  );
}
