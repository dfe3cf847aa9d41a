import { canRemoveBook } from '#domain/editor-rules';
import { EMPTY_BOOK, type ReadIt } from '#domain/sections';
import styles from '#features/admin/common/editor.module.css';
import { TextAreaField, TextField } from '#features/admin/common/fields.tsx';
import { ListItemTools } from '#features/admin/common/item-tools.tsx';
import { patchAt, removeAt } from '#features/admin/common/lists.ts';
import { MediaField } from '#features/admin/common/media/media-field.tsx';
import { Button } from '#ui/button.tsx';

/** Read It: the books, each movable and copyable; 'Remove Book' shows only while more than one exists. */
export function ReadItEditor({
  value,
  onChange,
  path,
}: {
  value: ReadIt;
  onChange: (value: ReadIt) => void;
  path: string;
}) {
  const books = value.books;
  return (
    <div className={styles.stack}>
      {books.map((book, index) => {
        const at = `${path}.books.${index}`;
        const set = (patch: Partial<typeof book>) => onChange({ books: patchAt(books, index, patch) });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: books have no id; their position is their identity
          <fieldset key={index} className={styles.item}>
            <legend>
              <strong>Book {index + 1}</strong>
            </legend>
            <div className={styles.grid2}>
              <TextField
                label="Book title"
                value={book.bookTitle}
                path={`${at}.bookTitle`}
                onChange={(bookTitle) => set({ bookTitle })}
              />
              <MediaField
                label="Cover image URL"
                kinds={['image']}
                value={book.coverImage}
                path={`${at}.coverImage`}
                onChange={(coverImage) => set({ coverImage })}
              />
              <TextField
                label="Shop URL"
                value={book.shopUrl}
                path={`${at}.shopUrl`}
                onChange={(shopUrl) => set({ shopUrl })}
              />
              <MediaField
                label="Video URL"
                kinds={['video']}
                value={book.videoUrl}
                path={`${at}.videoUrl`}
                onChange={(videoUrl) => set({ videoUrl })}
              />
              <MediaField
                label="Video thumbnail URL"
                kinds={['image']}
                value={book.thumbnail}
                path={`${at}.thumbnail`}
                hint="Empty: a YouTube video shows its own thumbnail"
                onChange={(thumbnail) => set({ thumbnail })}
              />
            </div>
            <TextAreaField
              label="Description"
              value={book.description}
              path={`${at}.description`}
              onChange={(description) => set({ description })}
            />
            <div className={styles.actions}>
              <ListItemTools
                name={`book ${index + 1}`}
                items={books}
                index={index}
                onChange={(next) => onChange({ books: next })}
              />
              {canRemoveBook(books) && (
                <Button variant="secondary" size="small" onClick={() => onChange({ books: removeAt(books, index) })}>
                  Remove Book
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" onClick={() => onChange({ books: [...books, { ...EMPTY_BOOK }] })}>
          + Add Book
        </Button>
      </div>
    </div>
  );
}
