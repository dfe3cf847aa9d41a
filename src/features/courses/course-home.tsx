import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { isForbidden } from '#api/http.ts';
import { productQuery } from '#api/products.ts';
import { withHttps } from '#domain/links';
import type { Product } from '#domain/product';
import { greetingName } from '#domain/user';
import { OfflineCourse } from '#features/offline-course/offline-course.tsx';
import { useAuth } from '#state/auth-store.ts';
import { buttonClass } from '#ui/button.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import { Picture } from '#ui/picture.tsx';
import { Skeleton, Skeletons } from '#ui/skeleton.tsx';
import styles from './course-home.module.css';
import { Icon, type IconName } from './icons.tsx';
import { RecentActivity } from './recent-activity.tsx';

/** A course's start page: its manual, its resources, its sessions and where the teacher left off. */
export function CourseHome({ productId }: { productId: string }) {
  const user = useAuth((state) => state.user);
  const navigate = useNavigate();
  const product = useQuery(productQuery(productId));

  return (
    <PageFrame
      title={`Welcome ${user ? greetingName(user) : ''}!`}
      onBack={() => void navigate({ to: '/' })}
      actions={
        <Link to="/class/$classId/report" params={{ classId: productId }} className={buttonClass('secondary')}>
          Learner report
        </Link>
      }
    >
      {product.data ? (
        <CourseContent product={product.data} />
      ) : product.isError && !isForbidden(product.error) ? (
        <ErrorMessage
          error={product.error}
          title="This course could not be loaded."
          onRetry={() => void product.refetch()}
        />
      ) : (
        <CourseSkeleton />
      )}
    </PageFrame>
  );
}

function CourseSkeleton() {
  return (
    <div className={styles.layout}>
      <Skeleton className={styles.courseStripSkeleton} />
      <div className={styles.tiles}>
        <Skeletons count={3} className={styles.tileSkeleton} />
      </div>
    </div>
  );
}

function CourseContent({ product }: { product: Product }) {
  return (
    <div className={styles.layout}>
      <div className={styles.courseStrip}>
        {product.titleLogo && <Picture src={product.titleLogo} alt={`${product.title} logo`} className={styles.logo} />}
        <p className={styles.courseTitle}>{product.title}</p>
      </div>
      <OfflineCourse productId={product._id} />
      <section aria-labelledby="course-home-todo">
        <h2 id="course-home-todo" className={styles.sectionTitle}>
          What would you like to do?
        </h2>
        <ul className={styles.tiles}>
          <li>
            <ExternalTile icon="manual" label="Read the manual" link={product.manualLink} tone="peach" />
          </li>
          <li>
            <ExternalTile
              icon="resources"
              label="Access additional resources"
              link={product.resourcesLink}
              tone="lavender"
            />
          </li>
          <li>
            <Link
              to="/class/$classId/lessons"
              params={{ classId: product._id }}
              className={`${styles.tile} ${styles.mint}`}
            >
              <Icon name="teach" size={52} className={styles.tileIcon} />
              <span className={styles.tileLabel}>Teach sessions</span>
              <span className={styles.tileHint}>Pick this week's lesson</span>
            </Link>
          </li>
        </ul>
      </section>
      <RecentActivity productId={product._id} />
    </div>
  );
}

function ExternalTile({
  icon,
  label,
  link,
  tone,
}: {
  icon: IconName;
  label: string;
  link: string;
  tone: 'peach' | 'lavender';
}) {
  const content = (
    <>
      <Icon name={icon} size={52} className={styles.tileIcon} />
      <span className={styles.tileLabel}>{label}</span>
    </>
  );
  if (!link) {
    return (
      <div className={`${styles.tile} ${styles[tone]} ${styles.unavailable}`}>
        {content}
        <span className={styles.tileHint}>Not available for this course yet</span>
      </div>
    );
  }
  return (
    <a href={withHttps(link)} target="_blank" rel="noopener noreferrer" className={`${styles.tile} ${styles[tone]}`}>
      {content}
      <span className={styles.tileHint}>Opens in a new tab ↗</span>
    </a>
  );
}
