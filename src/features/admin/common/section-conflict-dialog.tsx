import { type FieldDiff, type FieldView, fieldLabel, fieldView } from '#domain/edit-diff';
import type { SectionSource } from '#domain/edit-version';
import { type ConflictChoice, ConflictDialog } from './conflict-dialog.tsx';
import styles from './editor.module.css';
import type { SaveConflict } from './save-conflict.ts';

/** A part of what was saved, by the name the author knows it by. */
export interface ConflictPart {
  key: string;
  label: string;
}

const CHANGED_BY: Record<Exclude<SectionSource, 'same'>, string> = {
  theirs: 'changed by them',
  mine: 'changed by you',
  both: 'changed by both of you',
};

/** 'Say It', 'Say It and Watch It', 'Say It, Read It and Watch It'. */
const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

function Value({ view, alt }: { view: FieldView; alt: string }) {
  return view.kind === 'image' ? (
    <img src={view.src} alt={alt} className={styles.thumb} />
  ) : (
    <span className={styles.conflictText}>{view.text}</span>
  );
}

/** Their value beside mine, field by field, for a section both authors changed. */
function FieldTable({ label, fields }: { label: string; fields: readonly FieldDiff[] }) {
  return (
    <table className={styles.conflictFields}>
      <caption>{label}: their version beside yours</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Theirs</th>
          <th scope="col">Mine</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => {
          const name = fieldLabel(field.path) || label;
          return (
            <tr key={field.path.join('.')}>
              <th scope="row">
                {name}
                <span className={styles.muted}> ({CHANGED_BY[field.changedBy]})</span>
              </th>
              <td>
                <Value view={fieldView(field.theirs)} alt={`${name}: their image`} />
              </td>
              <td>
                <Value view={fieldView(field.mine)} alt={`${name}: my image`} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The conflict of a save merged by section (a lesson, a product): which side changed each
 * section, their value beside mine in every section both changed, and keep theirs, save mine
 * or, when each side changed sections of its own, save the merge; each says what it drops.
 */
export function SectionConflictDialog<Parts>({
  conflict,
  what,
  parts,
  busy,
  onTheirs,
  onMine,
  onMerge,
  onClose,
}: {
  conflict: SaveConflict<unknown, Parts> | null;
  what: string;
  parts: readonly ConflictPart[];
  busy?: boolean;
  onTheirs: () => void;
  onMine: () => void;
  onMerge: () => void;
  onClose: () => void;
}) {
  const changed = parts.flatMap((part) => {
    const source = conflict?.sources[part.key] ?? 'same';
    return source === 'same' ? [] : [{ ...part, source }];
  });
  const named = (...sources: SectionSource[]) =>
    listed(changed.filter((part) => sources.includes(part.source)).map((part) => part.label));
  const theirs = named('theirs', 'both');
  const mine = named('mine', 'both');
  const both = named('both');
  const choices: ConflictChoice[] = [
    {
      label: 'Keep their version',
      detail: mine ? `Your changes to ${mine} are dropped.` : 'Your changes are dropped.',
      onChoose: onTheirs,
    },
    {
      label: 'Save my version',
      detail: theirs ? `Their changes to ${theirs} are lost.` : 'Their changes are lost.',
      onChoose: onMine,
    },
  ];
  if (conflict?.mergeable) {
    choices.push({
      label: 'Merge by section',
      detail: `Keeps their changes to ${named('theirs')} and yours to ${named('mine', 'both')}${both ? `; in ${both}, which you both changed, their changes are lost` : ''}.`,
      onChoose: onMerge,
      suggested: true,
    });
  }
  return (
    <ConflictDialog conflict={conflict?.conflict ?? null} what={what} busy={busy} choices={choices} onClose={onClose}>
      {changed.length > 0 && (
        <ul className={styles.conflictSections} aria-label="Sections changed">
          {changed.map((part) => (
            <li key={part.key}>
              {part.label}: {CHANGED_BY[part.source]}
              {part.source === 'both' && <FieldTable label={part.label} fields={conflict?.fields[part.key] ?? []} />}
            </li>
          ))}
        </ul>
      )}
    </ConflictDialog>
  );
}
