import type { Lesson } from '#domain/lesson';
import { ConflictDialog } from '#features/admin/common/conflict-dialog.tsx';
import editor from '#features/admin/common/editor.module.css';
import type { OrderConflict } from './use-lesson-order.ts';

function Order({ lessons }: { lessons: readonly Lesson[] }) {
  return (
    <ol className={editor.conflictOrder}>
      {lessons.map((lesson) => (
        <li key={lesson._id}>{lesson.title}</li>
      ))}
    </ol>
  );
}

/** A refused move of the lessons: keep their order, save mine, or make my one move on theirs; each shows the order it gives. */
export function OrderConflictDialog({
  conflict,
  onChoose,
  onClose,
}: {
  conflict: OrderConflict | null;
  onChoose: (order: Lesson[]) => void;
  onClose: () => void;
}) {
  const choices = conflict?.choices;
  return (
    <ConflictDialog
      conflict={conflict?.conflict ?? null}
      what="the order of the lessons"
      onClose={onClose}
      choices={
        choices
          ? [
              {
                label: 'Keep their order',
                detail: <Order lessons={choices.theirs} />,
                onChoose: () => onChoose(choices.theirs),
              },
              {
                label: 'Save my order',
                detail: <Order lessons={choices.mine} />,
                onChoose: () => onChoose(choices.mine),
              },
              {
                label: 'Apply my move to their order',
                detail: <Order lessons={choices.moved} />,
                onChoose: () => onChoose(choices.moved),
                suggested: true,
              },
            ]
          : []
      }
    />
  );
}
