import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { findItCardsQuery } from '#api/findit.ts';
import type { SectionKey } from '#domain/activity-keys';
import { ACTIVITY_PAGE_TITLES } from '#domain/activity-pages';
import type { Lesson } from '#domain/lesson';
import { AlertBanner } from '#features/admin/common/alert-banner.tsx';
import { FieldErrorsProvider } from '#features/admin/common/field-errors.tsx';
import { SectionConflictDialog } from '#features/admin/common/section-conflict-dialog.tsx';
import type { SaveResult } from '#features/admin/common/use-save-form.ts';
import { useTrackUnsaved } from '#state/unsaved-store.ts';
import { Button } from '#ui/button.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import styles from './content-editor.module.css';
import { ContentSection } from './content-section.tsx';
import { CONTENT_SECTIONS, sectionParts } from './section-parts.tsx';
import { useLessonDraft } from './use-lesson-draft.ts';
import { usePendingLevels } from './use-pending-levels.ts';

/** Save refuses while a Play It level is being built or edited (issue 13). */
export const FINISH_LEVEL_FIRST = 'Finish or discard the level you are editing';

type Notice = { tone: 'error' | 'success'; text: string } | null;

const timeOf = (iso: string) => new Date(iso).toLocaleString();

/** The names authors know a lesson's parts by, in the editor's order. */
const PART_LABELS: readonly { key: string; label: string }[] = [
  { key: 'card', label: 'Lesson card' },
  ...CONTENT_SECTIONS.map(({ key, title }) => ({ key, label: title })),
];

/**
 * The content of one lesson's nine sections. Edits change a local draft, kept in this browser
 * until Save sends it to the server or the author discards it.
 */
export function LessonContentEditor({ lesson }: { lesson: Lesson }) {
  const draft = useLessonDraft(lesson);
  const levels = usePendingLevels(lesson._id);
  const dirty = draft.dirty || levels.unsaved.length > 0;
  const cards = useQuery(findItCardsQuery(lesson.productId));
  const [open, setOpen] = useState<ReadonlySet<SectionKey>>(new Set());
  const [notice, setNotice] = useState<Notice>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  useTrackUnsaved('lesson-content', dirty, true);

  const toggle = (key: SectionKey) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const report = (result: SaveResult) => {
    if (result.ok) {
      setNotice({ tone: 'success', text: 'The lesson was saved.' });
      return;
    }
    if (result.conflict) {
      setNotice(null);
      return;
    }
    setNotice({
      tone: 'error',
      text: `The lesson was not saved: ${result.message} Your changes are kept in this browser.`,
    });
    const invalid = CONTENT_SECTIONS.filter(({ key }) =>
      [...draft.errors.keys()].some((path) => path.startsWith(`${key}.`)),
    );
    if (invalid.length > 0) setOpen((current) => new Set([...current, ...invalid.map(({ key }) => key)]));
  };
  const save = async () => {
    setNotice(null);
    if (levels.unsaved.length > 0) {
      setNotice({ tone: 'error', text: FINISH_LEVEL_FIRST });
      setOpen((current) => new Set([...current, 'playIt']));
      return;
    }
    report(await draft.save());
  };
  const failed = notice?.tone === 'error' || (draft.dirty && draft.conflict !== null);
  let status = 'All changes saved';
  if (draft.saving) status = 'Saving…';
  else if (failed) status = 'Not saved: your changes are kept in this browser';
  else if (dirty) status = 'Unsaved changes (kept in this browser)';

  const context = {
    draft: draft.draft,
    update: draft.update,
    cards: cards.data?.cards ?? [],
    lessonLink: lesson.link,
    pendingLevels: levels.pending,
    setPendingLevel: levels.set,
  };
  return (
    <section className={styles.editor} aria-labelledby="lesson-content-title">
      <div className={styles.bar}>
        <div className={styles.barText}>
          <h2 id="lesson-content-title" className={styles.barTitle}>
            Lesson content: {lesson.title}
          </h2>
          <span className={`${styles.status} ${failed ? styles.statusFailed : ''}`} role="status">
            {status}
          </span>
        </div>
        <div className={styles.barActions}>
          <Button variant="secondary" disabled={!dirty || draft.saving} onClick={() => setConfirmDiscard(true)}>
            Discard changes
          </Button>
          <Button onClick={save} disabled={draft.saving || !dirty}>
            {draft.saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
        {/* In the bar, which stays in view: the author sees the outcome wherever they are scrolled to. */}
        <div className={styles.barNotice}>
          <AlertBanner
            message={notice?.text ?? null}
            tone={notice?.tone ?? 'error'}
            onDismiss={() => setNotice(null)}
          />
        </div>
      </div>
      {levels.unsaved.length > 0 && !draft.restoredFrom && (
        <p className={styles.restored} role="note">
          A Play It level is not added or updated yet; it is kept in this browser with the draft.
        </p>
      )}
      {draft.restoredFrom && draft.dirty && (
        <p className={styles.restored} role="status">
          Unsaved changes from {timeOf(draft.restoredFrom)} were restored from this browser. Save them, or discard them
          to go back to the saved lesson.
        </p>
      )}
      {cards.isError && (
        <AlertBanner message="The Find It cards of this course could not be loaded; the Find It preview shows none." />
      )}
      <FieldErrorsProvider errors={draft.errors}>
        {CONTENT_SECTIONS.map(({ key, title, activity }) => {
          const isOpen = open.has(key);
          const parts = isOpen ? sectionParts(key, context) : { editor: null, preview: null };
          return (
            <ContentSection
              key={key}
              title={title}
              path={key}
              open={isOpen}
              onToggle={() => toggle(key)}
              previewTitle={ACTIVITY_PAGE_TITLES[activity]}
              preview={parts.preview}
              stacked={key === 'playIt'}
            >
              {parts.editor}
            </ContentSection>
          );
        })}
      </FieldErrorsProvider>
      <SectionConflictDialog
        conflict={draft.conflict}
        what="this lesson"
        busy={draft.saving}
        parts={PART_LABELS}
        onTheirs={() => {
          draft.keepTheirs();
          setNotice(null);
        }}
        onMine={async () => report(await draft.keepMine())}
        onMerge={async () => report(await draft.merge())}
        onClose={draft.decideLater}
      />
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard changes"
        message="Discard your unsaved changes to this lesson? The lesson goes back to how it was last saved."
        onYes={() => {
          draft.discard();
          levels.discard();
          setConfirmDiscard(false);
          setNotice(null);
        }}
        onNo={() => setConfirmDiscard(false)}
      />
    </section>
  );
}
