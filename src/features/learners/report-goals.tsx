import { SUPPORT_LABELS, SUPPORT_LEVELS, targetText } from '#domain/evidence';
import { type GoalFigures, type GoalSession, progressText, SUPPORT_SCORE } from '#domain/goal-report';
import styles from './report-goals.module.css';
import { reportDay } from './report-time.ts';

/** How many sessions the support chart shows: the latest ones. */
const CHART_SESSIONS = 12;

/** A learner's goals in their report: each with its figures, its chart and 'needs attention'. */
export function ReportGoals({ goals }: { goals: readonly GoalFigures[] }) {
  if (goals.length === 0) return null;
  return (
    <div className={styles.goals}>
      <h3 className={styles.heading}>Goals</h3>
      {goals.map((figures) => (
        <GoalReport key={figures.goal._id} figures={figures} />
      ))}
    </div>
  );
}

function GoalReport({ figures }: { figures: GoalFigures }) {
  const { goal, target } = figures;
  return (
    <article className={styles.goal} aria-label={goal.text}>
      <header className={styles.goalHeader}>
        <p className={styles.text}>{goal.text}</p>
        {figures.attention && (
          <p className={styles.attention}>
            <strong>Needs attention:</strong> {figures.attention}
          </p>
        )}
      </header>
      <dl className={styles.figures}>
        {goal.target && target && (
          <div>
            <dt>Target: {targetText(goal.target)}</dt>
            <dd>
              {progressText(goal.target, target)}
              {target.reached && <span className={styles.reached}> · reached</span>}
            </dd>
          </div>
        )}
        <div>
          <dt>Sessions</dt>
          <dd>{figures.sessions.length}</dd>
        </div>
        <div>
          <dt>Activities done</dt>
          <dd>{figures.activities}</dd>
        </div>
        <div>
          <dt>Game levels right first time</dt>
          <dd>
            {figures.levelsFirstTry} of {figures.levels}
          </dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>
            {figures.firstDay && figures.lastDay
              ? figures.firstDay === figures.lastDay
                ? reportDay(figures.firstDay)
                : `${reportDay(figures.firstDay)} – ${reportDay(figures.lastDay)}`
              : 'No sessions yet'}
          </dd>
        </div>
        {goal.reviewDate && (
          <div>
            <dt>Review</dt>
            <dd>{reportDay(goal.reviewDate)}</dd>
          </div>
        )}
      </dl>
      <SupportChart sessions={figures.sessions} />
    </article>
  );
}

const WIDTH = 320;
const HEIGHT = 84;
const LEFT = 96;
const rowY = (score: number) => 12 + (2 - score) * 30;

/**
 * The support marked in the latest sessions, oldest on the left: a dot per session on the row of
 * its level (Independent at the top), joined by a line. Said in words to screen readers.
 */
export function SupportChart({ sessions }: { sessions: readonly GoalSession[] }) {
  const marked = sessions.filter((session) => session.support !== undefined).slice(-CHART_SESSIONS);
  if (marked.length === 0) return <p className={styles.noChart}>No support marked yet.</p>;
  const step = marked.length > 1 ? (WIDTH - LEFT - 12) / (marked.length - 1) : 0;
  const points = marked.map((session, index) => ({
    x: LEFT + 6 + index * step,
    y: rowY(SUPPORT_SCORE[session.support ?? 'physical']),
    session,
  }));
  const words = marked.map((session) => `${reportDay(session.day)}: ${SUPPORT_LABELS[session.support ?? 'physical']}`);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Support over the last ${marked.length} session(s), oldest first: ${words.join('; ')}`}
    >
      {SUPPORT_LEVELS.map((level) => (
        <g key={level}>
          <text x={0} y={rowY(SUPPORT_SCORE[level]) + 4} className={styles.axis}>
            {SUPPORT_LABELS[level]}
          </text>
          <line
            x1={LEFT}
            x2={WIDTH}
            y1={rowY(SUPPORT_SCORE[level])}
            y2={rowY(SUPPORT_SCORE[level])}
            className={styles.grid}
          />
        </g>
      ))}
      <polyline points={points.map(({ x, y }) => `${x},${y}`).join(' ')} className={styles.line} />
      {points.map(({ x, y, session }) => (
        <circle key={`${session.day}/${session.lessonId}`} cx={x} cy={y} r={4.5} className={styles.dot} />
      ))}
    </svg>
  );
}
