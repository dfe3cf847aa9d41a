import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { productsQuery } from '#api/products.ts';
import { appPaths } from '#domain/app-paths';
import { DASHBOARD_SKELETON_COUNT } from '#domain/constants';
import type { ListedProduct } from '#domain/product';
import { canAccessProduct, greetingName, roleOf, type User } from '#domain/user';
import { CourseFiles } from '#features/course-files/course-files.tsx';
import { OfflineCourse } from '#features/offline-course/offline-course.tsx';
import { useAuth } from '#state/auth-store.ts';
import { buttonClass } from '#ui/button.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { Skeletons } from '#ui/skeleton.tsx';
import { AppPathLink } from './app-path-link.tsx';
import { CourseCard } from './course-card.tsx';
import styles from './dashboard.module.css';
import { Icon } from './icons.tsx';

/** Own courses the dashboard shows before any scrolling at 1024×768: their pictures load at once. */
const IN_VIEW_CARDS = 4;

/** The signed-in home: the courses the user owns, and the ones they could get. */
export function Dashboard() {
  const user = useAuth((state) => state.user);
  const products = useQuery(productsQuery());
  if (!user) return null;

  const unlocked = products.data?.filter((product) => canAccessProduct(user, product));
  const locked = products.data?.filter((product) => !canAccessProduct(user, product));

  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.welcome}>Welcome {greetingName(user)}</h1>
        <p className={styles.lead}>Choose a course to plan or teach today's session.</p>
      </header>
      {roleOf(user) !== 'none' && (
        <aside className={styles.adminBanner} aria-label="Admin">
          <Icon name="admin" size={32} className={styles.adminIcon} />
          <p>
            {user.admin ? (
              <>
                <strong>You are an admin.</strong> Create and edit courses and lessons, and manage users.
              </>
            ) : (
              <>
                <strong>You are an author.</strong> Edit the lessons and cards of your courses.
              </>
            )}
          </p>
          <AppPathLink href={appPaths.admin()} className={buttonClass('primary')}>
            Go to admin
          </AppPathLink>
        </aside>
      )}
      {products.isError && !products.data ? (
        <ErrorMessage
          error={products.error}
          title="Your courses could not be loaded."
          onRetry={() => void products.refetch()}
        />
      ) : (
        <>
          <CourseSection
            title="Your Symbol Language Courses"
            products={unlocked}
            empty={
              <>
                <strong>No courses yet.</strong> When you get a course, it shows here.
              </>
            }
          />
          <FilesSection user={user} />
          <CourseSection
            title="More to Explore"
            products={locked}
            locked
            empty={
              <>
                <strong>Nothing more to explore.</strong> You have every course we offer.
              </>
            }
          />
        </>
      )}
    </main>
  );
}

/** 'Course files': a course brought on a USB stick, installed with no internet. */
function FilesSection({ user }: { user: User }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <Icon name="resources" size={28} className={styles.sectionIcon} /> Course files
      </h2>
      <CourseFiles user={user} />
    </section>
  );
}

function CourseSection({
  title,
  products,
  locked = false,
  empty,
}: {
  title: string;
  products: ListedProduct[] | undefined;
  locked?: boolean;
  empty: ReactNode;
}) {
  const headingId = useId();
  let content: ReactNode;
  if (!products) {
    content = (
      <div className={styles.grid}>
        <Skeletons count={DASHBOARD_SKELETON_COUNT} className={styles.skeleton} />
      </div>
    );
  } else if (products.length === 0) {
    content = <p className={styles.empty}>{empty}</p>;
  } else {
    content = (
      <ul className={styles.grid}>
        {products.map((product, index) => (
          <li key={product._id} className={styles.item}>
            <CourseCard product={product} locked={locked} eager={!locked && index < IN_VIEW_CARDS} />
            {!locked && <OfflineCourse productId={product._id} compact />}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <Icon name={locked ? 'sparkle' : 'books'} size={28} className={styles.sectionIcon} /> {title}
      </h2>
      {content}
    </section>
  );
}
