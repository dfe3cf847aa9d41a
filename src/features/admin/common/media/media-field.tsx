import { type DragEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { KIND_NAMES, type MediaKind } from '#domain/media';
import { TextField } from '#features/admin/common/fields.tsx';
import { Button } from '#ui/button.tsx';
import styles from './media.module.css';
import { useMediaCourse } from './media-course.tsx';
import { MediaLibrary } from './media-library.tsx';
import { useLinkCheck } from './use-link-check.ts';
import { useUpload } from './use-upload.ts';

/**
 * What the file picker lists. SVG is listed though never taken: an author whose symbols are SVG
 * finds them there and is told why they are refused and how to export them as PNG.
 */
const ACCEPT: Record<MediaKind, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml,.svg',
  audio: 'audio/*',
  video: 'video/*',
  pdf: 'application/pdf',
};

export const BROKEN_LINK = 'This address does not load. Check it, or upload the file instead.';

/**
 * A media address field with its two other ways in: Upload (file picker, or a file dropped on
 * the field, with a progress bar) and Choose from the library (the course's uploaded files).
 * A pasted address that does not load is warned about.
 */
export function MediaField({
  label,
  value,
  onChange,
  kinds,
  path,
  hint,
  placeholder,
  onKeyDown,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the field takes; the first decides how a pasted address is tried. */
  kinds: readonly [MediaKind, ...MediaKind[]];
  path?: string;
  hint?: ReactNode;
  placeholder?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const productId = useMediaCourse();
  // The buttons are described by the field's label, not named by it: the label names the input alone.
  const fieldName = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const { state, upload, cancel } = useUpload(productId, kinds, (item) => onChange(item.url));
  const link = useLinkCheck(value, kinds[0]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };
  const dropProps = productId
    ? {
        onDragOver: (event: DragEvent) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDrop,
      }
    : {};

  return (
    <div className={`${styles.mediaField} ${dragging ? styles.dragging : ''}`} data-media-field {...dropProps}>
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        {...(path !== undefined ? { path } : {})}
        {...(hint !== undefined ? { hint } : {})}
        {...(placeholder !== undefined ? { placeholder } : {})}
        {...(onKeyDown ? { onKeyDown } : {})}
      />
      {productId ? (
        <div className={styles.actions}>
          <span id={fieldName} hidden>
            {label}
          </span>
          <Button
            variant="secondary"
            size="small"
            disabled={state.status === 'uploading'}
            onClick={() => picker.current?.click()}
            aria-describedby={fieldName}
          >
            Upload
          </Button>
          <input
            ref={picker}
            type="file"
            hidden
            accept={kinds.map((kind) => ACCEPT[kind]).join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <Button variant="secondary" size="small" onClick={() => setLibraryOpen(true)} aria-describedby={fieldName}>
            Choose from the library
          </Button>
          <span className={styles.dropHint}>or drop {kinds.map((kind) => KIND_NAMES[kind]).join(' or ')} here</span>
        </div>
      ) : (
        <span className={styles.dropHint}>Save the course to upload files.</span>
      )}
      {state.status === 'uploading' && (
        <div className={styles.progress}>
          <progress max={1} value={state.share} aria-label={`Uploading ${state.name}`} />
          <span aria-hidden="true">{Math.round(state.share * 100)}%</span>
          <Button variant="ghost" size="small" onClick={cancel}>
            Cancel
          </Button>
        </div>
      )}
      {state.status === 'failed' && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
      {link === 'broken' && state.status !== 'uploading' && (
        <p role="status" className={styles.warning}>
          {BROKEN_LINK}
        </p>
      )}
      {productId && (
        <MediaLibrary
          open={libraryOpen}
          productId={productId}
          kinds={kinds}
          onChoose={(item) => {
            onChange(item.url);
            setLibraryOpen(false);
          }}
          onClose={() => setLibraryOpen(false)}
        />
      )}
    </div>
  );
}
