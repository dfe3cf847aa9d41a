import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { privacyQuery } from '#api/privacy.ts';
import { PageFrame } from '#ui/page-frame.tsx';
import styles from './privacy.module.css';

/** How long this server keeps archived learners, in words; while unknown (offline), where to ask. */
function retentionText(days: number | null | undefined): string {
  if (days === undefined) {
    return 'Your school decides whether archived learners are erased after a time; ask the person who runs this service.';
  }
  if (days === null) return 'Archived learners are kept until their teacher deletes them.';
  const period = days >= 1 ? `${days} day${days === 1 ? '' : 's'}` : `${Math.round(days * 24)} hours`;
  return `Your school erases archived learners ${period} after they were archived, with everything recorded for them.`;
}

/**
 * What the app stores about a learner, where, for how long, and how a teacher exports or erases
 * it: for teachers, parents and a school's data-protection officer. Anyone may read it, signed in or not.
 */
export function PrivacyPage() {
  const navigate = useNavigate();
  const privacy = useQuery(privacyQuery());
  return (
    <PageFrame title="Privacy: what is kept about learners" onBack={() => void navigate({ to: '/' })}>
      <div className={styles.text}>
        <section aria-labelledby="privacy-what">
          <h2 id="privacy-what">What is stored</h2>
          <p>Learners never sign in and have no account. For each learner, their teacher keeps:</p>
          <ul>
            <li>
              the name the teacher gives them (a first name or a nickname is enough), a picture chosen from the app's
              own, and a group;
            </li>
            <li>their access settings (switch scanning, speech, highlight colours);</li>
            <li>which activities of which lessons they did, and when.</li>
          </ul>
          <p>
            Only their teacher sees a learner's name. An administrator of this service sees how many learners each
            teacher has, never who they are.
          </p>
        </section>
        <section aria-labelledby="privacy-where">
          <h2 id="privacy-where">Where it is kept</h2>
          <ul>
            <li>On this service's server, run by your school or publisher.</li>
            <li>
              On each tablet or computer the teacher signs in on, in the browser's own storage, so that lessons work
              without the internet. Signing out removes the teacher's learners from that device.
            </li>
          </ul>
          <p>Nothing about learners is sent anywhere else. Videos from YouTube are played from YouTube.</p>
        </section>
        <section aria-labelledby="privacy-how-long">
          <h2 id="privacy-how-long">For how long</h2>
          <p>{retentionText(privacy.isSuccess ? privacy.data.learnerRetentionDays : undefined)}</p>
        </section>
        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">Getting a copy, or erasing it</h2>
          <ul>
            <li>
              <strong>A copy:</strong> on the Learners page, 'Export data' beside a learner saves every record the
              server holds about them, as JSON or as CSV for a spreadsheet.
            </li>
            <li>
              <strong>Erasing:</strong> archive the learner, then 'Delete'. Everything recorded for them is erased on
              the server at once, and on each of the teacher's devices the next time it is online. Their progress still
              counts for the whole class, without their name.
            </li>
          </ul>
        </section>
      </div>
    </PageFrame>
  );
}
