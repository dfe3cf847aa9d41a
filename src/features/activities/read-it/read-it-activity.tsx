import { useState } from 'react';
import type { Book, ReadIt } from '#domain/sections';
import { EmptyState } from '#features/activities/shared/empty-state.tsx';
import { ExternalLink } from '#features/activities/shared/external-link.tsx';
import { useFinishWhenAll } from '#features/activities/shared/use-finish.ts';
import { VideoThumbnail } from '#features/activities/shared/video-thumbnail.tsx';
import { Picture } from '#ui/picture.tsx';
import { useSizeVariables } from '#ui/use-size-variables.ts';
import { VideoModal } from '#ui/video-modal.tsx';
import styles from './read-it.module.css';

export interface ReadItActivityProps {
  section: ReadIt;
}

const isFilled = (book: Book) =>
  Boolean(book.bookTitle.trim() || book.coverImage.trim() || book.shopUrl.trim() || book.videoUrl.trim());

/** Read it: story ideas as a two-column grid of books, each with its shop link and a read-aloud video. */
export function ReadItActivity({ section }: ReadItActivityProps) {
  const [playing, setPlaying] = useState<Book | undefined>();
  const measured = useSizeVariables<HTMLDivElement>();
  const books = section.books.filter(isFilled);
  const seen = useFinishWhenAll(books.filter((book) => book.videoUrl.trim()).length);
  if (books.length === 0) {
    return <EmptyState icon="book" title="No books yet" text="This lesson has no story ideas yet." />;
  }
  return (
    <>
      <ul className={styles.grid}>
        {books.map((book, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two books may share a title
          <li key={index} className={styles.book}>
            <h2 className={styles.title}>{book.bookTitle || `Book ${index + 1}`}</h2>
            <div ref={measured} className={styles.media}>
              <div className={styles.cover}>
                {book.shopUrl.trim() ? (
                  <ExternalLink href={book.shopUrl} className={styles.shop}>
                    <Picture src={book.coverImage} alt="" decorative className={styles.coverImage} />
                    <span className={styles.buy}>Buy "{book.bookTitle}" on Amazon</span>
                  </ExternalLink>
                ) : (
                  <Picture src={book.coverImage} alt={`Cover of ${book.bookTitle}`} className={styles.coverImage} />
                )}
              </div>
              <div className={styles.side}>
                {book.videoUrl.trim() && (
                  <VideoThumbnail
                    className={styles.video}
                    url={book.videoUrl}
                    thumbnail={book.thumbnail}
                    label={`Play video: ${book.bookTitle || `Book ${index + 1}`}`}
                    onPlay={() => {
                      seen(index);
                      setPlaying(book);
                    }}
                  />
                )}
                {book.description && <p className={styles.description}>{book.description}</p>}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <VideoModal
        url={playing?.videoUrl}
        title={playing?.bookTitle || 'Read It'}
        onClose={() => setPlaying(undefined)}
      />
    </>
  );
}
