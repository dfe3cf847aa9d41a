import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { learnerReportQuery } from '#api/learners.ts';
import { lessonsQuery } from '#api/lessons.ts';
import { productQuery } from '#api/products.ts';
import { localDay } from '#domain/evidence';
import { type GoalFigures, goalFigures, goalsCsv, learnerEvidence } from '#domain/goal-report';
import { buildReport, type ReportSection, reportColumns, reportCsv, WHOLE_CLASS } from '#domain/learner-report';
import { type PendingCounts, withPending } from '#domain/pending-evidence';
import { NOTHING_PENDING, pendingOnDevice } from '#offline/evidence.ts';
import { useLiveQuery } from '#offline/use-live-query.ts';
import { useAuth } from '#state/auth-store.ts';
import { Button } from '#ui/button.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import { saveFile } from '#ui/save-file.ts';
import { Skeleton } from '#ui/skeleton.tsx';
import { AvatarPicture } from './avatar.tsx';
import { useGoals } from './goals/use-goals.ts';
import styles from './report.module.css';
import { ReportGoals } from './report-goals.tsx';
import { reportDay, reportTime } from './report-time.ts';

const when = (iso: string | undefined) => (iso ? reportTime(iso) : 'Not yet');

/**
 * A course's report for its teacher: for each learner, and the whole class, the lessons with each
 * of the nine activities done or not and when. Prints one learner per A4 page; downloads as CSV.
 * Read through the device's saved copy, so it opens offline with what was last fetched.
 */
export function ReportPage({ productId }: { productId: string }) {
  const navigate = useNavigate();
  const report = useQuery(learnerReportQuery(productId));
  const lessons = useQuery(lessonsQuery(productId));
  const product = useQuery(productQuery(productId));
  const userId = useAuth((state) => state.user?._id) ?? '';
  const pending = useLiveQuery(pendingOnDevice, userId, NOTHING_PENDING, 'now');
  const { goals } = useGoals();
  const title = product.data ? `Learner report: ${product.data.title}` : 'Learner report';
  const data = report.data ? withPending(report.data, pending, productId) : undefined;
  const sections = data && lessons.data ? buildReport(data, lessons.data) : undefined;
  const goalsOf = (learnerId: string) =>
    data
      ? goals
          .filter((goal) => goal.learnerId === learnerId)
          .map((goal) => goalFigures(goal, learnerEvidence(data, learnerId), dayOf))
      : [];
  const failed = [report, lessons].find((query) => query.isError && query.data === undefined);

  const fileName = (what: string) =>
    `${what}-${(product.data?.title ?? productId).replace(/[^\w-]+/g, '-').toLowerCase()}.csv`;
  const download = () => {
    if (!sections) return;
    saveFile(
      new Blob([reportCsv(sections, reportTime)], { type: 'text/csv;charset=utf-8' }),
      fileName('learner-report'),
    );
  };
  const downloadGoals = () => {
    if (!sections) return;
    const rows = sections.flatMap(({ learner }) =>
      learner ? goalsOf(learner._id).map((figures) => ({ learner: learner.displayName, figures })) : [],
    );
    saveFile(new Blob([goalsCsv(rows, reportDay)], { type: 'text/csv;charset=utf-8' }), fileName('learner-goals'));
  };

  return (
    <PageFrame
      title={title}
      onBack={() => void navigate({ to: '/class/$classId', params: { classId: productId } })}
      printTitle={false}
      actions={
        <>
          <Button variant="secondary" onClick={() => window.print()} disabled={!sections}>
            Print
          </Button>
          <Button variant="secondary" onClick={download} disabled={!sections}>
            Download CSV
          </Button>
          <Button variant="secondary" onClick={downloadGoals} disabled={!sections}>
            Download goals CSV
          </Button>
        </>
      }
    >
      {data && <PendingNote pending={data.pending} />}
      {sections ? (
        sections.map((section) => (
          <LearnerSection
            key={section.learner?._id ?? 'whole-class'}
            section={section}
            courseTitle={title}
            goals={section.learner ? goalsOf(section.learner._id) : []}
          />
        ))
      ) : failed ? (
        <ErrorMessage
          error={failed.error}
          title="The report could not be loaded."
          onRetry={() => {
            void report.refetch();
            void lessons.refetch();
          }}
        />
      ) : (
        <Skeleton style={{ height: 320 }} />
      )}
    </PageFrame>
  );
}

/** The teacher's day of a moment, as goals count sessions. */
const dayOf = (iso: string) => localDay(new Date(iso));

/** Says what of the report has not reached the server yet: counted here, and sent when the network allows. */
function PendingNote({ pending }: { pending: PendingCounts }) {
  const parts = [
    pending.steps > 0 && `${pending.steps} progress step(s)`,
    pending.levels > 0 && `${pending.levels} game level(s)`,
    pending.support > 0 && `${pending.support} support mark(s)`,
  ].filter(Boolean);
  return (
    <p className={styles.note} role="status">
      {parts.length === 0
        ? 'Everything in this report has reached the server.'
        : `Counted here but not on the server yet: ${parts.join(', ')}. This device sends them when it can.`}
    </p>
  );
}

function LearnerSection({
  section,
  courseTitle,
  goals,
}: {
  section: ReportSection;
  courseTitle: string;
  goals: readonly GoalFigures[];
}) {
  const { learner } = section;
  const name = learner?.displayName ?? WHOLE_CLASS;
  return (
    <section className={styles.section} aria-label={name}>
      <p className={styles.printTitle}>{courseTitle}</p>
      <header className={styles.who}>
        {learner && <AvatarPicture avatar={learner.avatar} size={56} />}
        <h2 className={styles.name}>
          {name}
          {learner?.group && <span className={styles.group}> · {learner.group}</span>}
          {learner?.archived && <span className={styles.group}> · archived</span>}
        </h2>
      </header>
      <dl className={styles.summary}>
        <div>
          <dt>Lessons done</dt>
          <dd>
            {section.lessonsDone} of {section.lessons.length}
          </dd>
        </div>
        <div>
          <dt>Last seen</dt>
          <dd>{when(section.lastSeenAt)}</dd>
        </div>
        <div>
          <dt>Games finished</dt>
          <dd>{section.gamesFinished}</dd>
        </div>
        <div>
          <dt>Activities finished</dt>
          <dd>{section.activitiesFinished}</dd>
        </div>
      </dl>
      <ReportGoals goals={goals} />
      {section.lessons.length === 0 ? (
        <p>This course has no lessons yet.</p>
      ) : (
        <>
          <p className={styles.legend}>✓ done (opened) · ✓✓ finished · the time is the latest</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Lesson</th>
                {reportColumns.map((column) => (
                  <th scope="col" key={column.key}>
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.lessons.map(({ lesson, record }) => (
                <tr key={lesson._id}>
                  <th scope="row">{lesson.title}</th>
                  {reportColumns.map(({ key, title }) => {
                    const done = record?.done.includes(key);
                    const finishedAt = record?.finishedAt?.[key];
                    const at = finishedAt ?? record?.doneAt[key];
                    return (
                      <td key={key} className={done ? styles.done : styles.notDone}>
                        {done ? (
                          <>
                            <span aria-hidden="true">{finishedAt ? '✓✓' : '✓'}</span>
                            <span className={styles.visuallyHidden}>
                              {title} {finishedAt ? 'done and finished' : 'done'}
                            </span>
                            {at && <span className={styles.at}>{reportTime(at)}</span>}
                          </>
                        ) : (
                          <>
                            <span aria-hidden="true">–</span>
                            <span className={styles.visuallyHidden}>{title} not done</span>
                          </>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
