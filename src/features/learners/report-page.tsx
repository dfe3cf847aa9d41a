import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { learnerReportQuery } from '#api/learners.ts';
import { lessonsQuery } from '#api/lessons.ts';
import { productQuery } from '#api/products.ts';
import { buildReport, type ReportSection, reportColumns, reportCsv, WHOLE_CLASS } from '#domain/learner-report';
import { Button } from '#ui/button.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import { saveFile } from '#ui/save-file.ts';
import { Skeleton } from '#ui/skeleton.tsx';
import { AvatarPicture } from './avatar.tsx';
import styles from './report.module.css';
import { reportTime } from './report-time.ts';

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
  const title = product.data ? `Learner report: ${product.data.title}` : 'Learner report';
  const sections = report.data && lessons.data ? buildReport(report.data, lessons.data) : undefined;
  const failed = [report, lessons].find((query) => query.isError && query.data === undefined);

  const download = () => {
    if (!sections) return;
    const name = `learner-report-${(product.data?.title ?? productId).replace(/[^\w-]+/g, '-').toLowerCase()}.csv`;
    saveFile(new Blob([reportCsv(sections, reportTime)], { type: 'text/csv;charset=utf-8' }), name);
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
        </>
      }
    >
      <p className={styles.note}>
        Shows the progress that has reached the server. Progress still waiting on this device shows once it is sent.
      </p>
      {sections ? (
        sections.map((section) => (
          <LearnerSection key={section.learner?._id ?? 'whole-class'} section={section} courseTitle={title} />
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

function LearnerSection({ section, courseTitle }: { section: ReportSection; courseTitle: string }) {
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
      </dl>
      {section.lessons.length === 0 ? (
        <p>This course has no lessons yet.</p>
      ) : (
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
                  const at = record?.doneAt[key];
                  return (
                    <td key={key} className={done ? styles.done : styles.notDone}>
                      {done ? (
                        <>
                          <span aria-hidden="true">✓</span>
                          <span className={styles.visuallyHidden}>{title} done</span>
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
      )}
    </section>
  );
}
