import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { productsQuery } from '#api/products.ts';
import { withHttps } from '#domain/links';
import type { ListedProduct } from '#domain/product';
import { canAccessProduct } from '#domain/user';
import { useAuth } from '#state/auth-store.ts';
import { buttonClass } from '#ui/button.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import { Picture } from '#ui/picture.tsx';
import { Skeleton } from '#ui/skeleton.tsx';
import styles from './buy-page.module.css';
import { Icon } from './icons.tsx';

/**
 * Where a user without access to a course lands: what the course is, and the way to its shop.
 * The course comes from the product list, which every signed-in user may read.
 */
export function BuyPage({ productId }: { productId: string }) {
  const navigate = useNavigate();
  const products = useQuery(productsQuery());
  const product = products.data?.find((candidate) => candidate._id === productId);

  const back = () => void navigate({ to: '/' });
  if (products.data && !product) {
    return (
      <PageFrame title="Course not found" onBack={back}>
        <div className={styles.notFound} role="alert">
          <Icon name="search" size={44} className={styles.notFoundIcon} />
          <p>We could not find this course. It may have been removed, or the link may be wrong.</p>
          <Link to="/" className={buttonClass('primary')}>
            Back to your courses
          </Link>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={product?.title ?? 'Get this course'} onBack={back}>
      {product ? (
        <CourseOffer product={product} />
      ) : products.isError ? (
        <ErrorMessage
          error={products.error}
          title="This course could not be loaded."
          onRetry={() => void products.refetch()}
        />
      ) : (
        <div className={styles.offer}>
          <Skeleton className={styles.previewSkeleton} />
          <Skeleton className={styles.textSkeleton} />
        </div>
      )}
    </PageFrame>
  );
}

function CourseOffer({ product }: { product: ListedProduct }) {
  const user = useAuth((state) => state.user);
  const owned = user ? canAccessProduct(user, product) : false;
  return (
    <article className={styles.offer} aria-label={product.title}>
      <Picture src={product.preview} alt={`${product.title} preview`} className={styles.preview} />
      <div className={styles.details}>
        {product.titleLogo && <Picture src={product.titleLogo} alt={`${product.title} logo`} className={styles.logo} />}
        <p className={styles.eyebrow}>
          {owned ? (
            'Your course'
          ) : (
            <>
              <Icon name="lock" size={18} /> Not in your courses yet
            </>
          )}
        </p>
        {product.description && <p className={styles.description}>{product.description}</p>}
        {owned ? (
          <>
            <p className={styles.note}>You already have this course.</p>
            <Link to="/class/$classId" params={{ classId: product._id }} className={buttonClass('primary')}>
              Open the course
            </Link>
          </>
        ) : product.url ? (
          <>
            <p className={styles.note}>Get this course in our shop to teach all its sessions.</p>
            <a
              href={withHttps(product.url)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary', 'normal', styles.shop)}
            >
              Get this course in the shop ↗
            </a>
            <p className={styles.note}>
              After you pay, the course appears in your courses within a minute when you sign in with the email you used
              at checkout{user ? ` (you are signed in as ${user.email})` : ''}.
            </p>
          </>
        ) : (
          <p className={styles.note}>This course is not in the shop yet. Please check back soon.</p>
        )}
      </div>
    </article>
  );
}
