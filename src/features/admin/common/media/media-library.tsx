import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { errorText } from '#api/http.ts';
import { mediaLibraryQuery, useDeleteMedia } from '#api/media.ts';
import { formatBytes } from '#domain/bytes';
import { KIND_NAMES, type MediaItem, type MediaKind } from '#domain/media';
import { Button } from '#ui/button.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { Modal } from '#ui/modal.tsx';
import { Skeleton } from '#ui/skeleton.tsx';
import styles from './media.module.css';

function Preview({ item }: { item: MediaItem }) {
  if (item.thumbnailUrl) return <img className={styles.thumb} src={item.thumbnailUrl} alt="" loading="lazy" />;
  if (item.kind === 'image') return <img className={styles.thumb} src={item.url} alt="" loading="lazy" />;
  return (
    <span className={styles.thumb} aria-hidden="true">
      {item.kind === 'pdf' ? 'PDF' : item.kind === 'audio' ? '♪' : '▶'}
    </span>
  );
}

/**
 * The course's uploaded media of the kinds a field takes: searchable by name, each with its
 * thumbnail; choosing one puts its address in the field. A file no lesson uses can be deleted.
 */
export function MediaLibrary({
  open,
  productId,
  kinds,
  onChoose,
  onClose,
}: {
  open: boolean;
  productId: string;
  kinds: readonly MediaKind[];
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const library = useQuery({ ...mediaLibraryQuery(productId, q), enabled: open });
  const remove = useDeleteMedia();
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const items = library.data?.filter((item) => kinds.includes(item.kind)) ?? [];
  const what = kinds.map((kind) => KIND_NAMES[kind]).join(' or ');

  return (
    <Modal open={open} title="Choose from the library" onClose={onClose} closeLabel="Close" className={styles.dialog}>
      <div className={styles.search}>
        <label htmlFor={searchId}>Search</label>
        <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {remove.isError && (
        <p role="alert" className={styles.error}>
          {errorText(remove.error)}
        </p>
      )}
      {library.isPending ? (
        <Skeleton style={{ height: 160 }} />
      ) : library.isError ? (
        <ErrorMessage
          error={library.error}
          title="The library could not be loaded."
          onRetry={() => library.refetch()}
        />
      ) : items.length === 0 ? (
        <p className={styles.empty}>
          {q ? `No file of this course matches "${q}".` : `This course has no uploaded files that are ${what} yet.`}
        </p>
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item._id} className={styles.item}>
              <button
                type="button"
                className={styles.choose}
                onClick={() => onChoose(item)}
                aria-label={`Choose ${item.name}`}
              >
                <Preview item={item} />
                <span className={styles.name}>{item.name}</span>
                <span className={styles.meta}>{formatBytes(item.size)}</span>
              </button>
              <Button
                variant="ghost"
                size="small"
                disabled={remove.isPending}
                onClick={() => setDeleting(item)}
                aria-label={`Delete ${item.name}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete file"
        message={`Delete '${deleting?.name ?? ''}' from the library?`}
        onYes={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
        onNo={() => setDeleting(null)}
      />
    </Modal>
  );
}
