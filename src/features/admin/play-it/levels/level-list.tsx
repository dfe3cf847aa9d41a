import { type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import { duplicateItem, moveItem } from '#domain/editor-rules';
import type { LevelRules } from '#domain/game-rules';
import { canDeleteLevel, editingAfter, LEVEL_REQUIRED, removeLevel, saveLevel } from '#domain/level-rules';
import type { LevelProblem } from '#domain/playable-levels';
import editor from '#features/admin/common/editor.module.css';
import {
  type FieldErrors,
  FieldErrorsProvider,
  fieldErrorsOf,
  useErrorsUnder,
} from '#features/admin/common/field-errors.tsx';
import { ItemTools } from '#features/admin/common/item-tools.tsx';
import type { PendingLevel } from '#features/admin/content/pending-levels.ts';
import styles from '#features/admin/play-it/play-it-editor.module.css';
import { Button } from '#ui/button.tsx';

const FIX_FIELDS = 'Please fix the marked fields';

/** Where a level list lives in the lesson draft, and its level form kept with the draft. */
export interface LevelFormSlot {
  /** The list's path in the lesson (e.g. `playIt.imageRevealLevels`): a saved level's problems show on it. */
  path: string;
  form: PendingLevel | undefined;
  onForm: (form: PendingLevel | null) => void;
}

export interface LevelListProps<Level> {
  levels: readonly Level[];
  onChange: (levels: Level[]) => void;
  /**
   * The game's level rules: its schema and why a learner could not finish a level (both shown at
   * the form's fields), the submit button, and whether the list keeps one level.
   */
  rules: LevelRules<Level>;
  slot: LevelFormSlot;
  summary: (level: Level) => string;
  renderForm: (level: Level, setLevel: (level: Level) => void) => ReactNode;
  onPreview: (level: Level) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function errorsOf<Level>(schema: z.ZodType, problems: LevelProblem[], level: Level): FieldErrors {
  const errors = new Map(fieldErrorsOf(schema.safeParse(level)));
  for (const problem of problems) {
    const path = problem.path.join('.');
    if (!errors.has(path)) errors.set(path, problem.message);
  }
  return errors;
}

function LevelProblemNote({ path }: { path: string }) {
  const [first] = useErrorsUnder(path);
  return first ? <span className={editor.fieldError}>Needs fixing: {first}</span> : null;
}

/**
 * The level list of one game with a form below it. Clicking a level selects it for edit; the
 * button then reads 'Update Level' and replaces it; Cancel leaves edit mode. The form belongs to
 * the lesson draft (`slot`), so a level being built or edited is never lost on the way.
 */
export function LevelList<Level>({
  levels,
  onChange,
  rules: { schema, problems, button, keepOne },
  slot,
  summary,
  renderForm,
  onPreview,
}: LevelListProps<Level>) {
  const id = useId();
  const [version, setVersion] = useState(0);
  const [blank] = useState(() => schema.parse({}));
  const level = (slot.form?.level as Level | undefined) ?? blank;
  const editingIndex = slot.form?.editing ?? null;
  const editing = editingIndex !== null;

  const setForm = (next: Level, index: number | null) => {
    const start = index === null ? blank : levels[index];
    const unsaved = !same(next, start);
    slot.onForm(index === null && !unsaved ? null : { level: next, editing: index, unsaved });
  };
  const reset = (next: Level | null, index: number | null) => {
    setVersion((current) => current + 1);
    if (next === null) slot.onForm(null);
    else slot.onForm({ level: next, editing: index, unsaved: false });
  };
  const follow = (index: number | null) => {
    if (slot.form && index !== editingIndex) slot.onForm({ ...slot.form, editing: index });
  };

  const state = button(level, editing);
  // What the button already says beside it is not said again at a field.
  const said = problems(level).filter((problem) => problem.message !== state.disabledReason);
  const errors = errorsOf(schema, said, level);
  const disabledReason = state.disabledReason ?? (errors.size > 0 ? FIX_FIELDS : null);

  const submit = () => {
    if (disabledReason || !state.acts) return;
    onChange(saveLevel(levels, level, editingIndex));
    reset(null, null);
  };
  const remove = (index: number) => {
    onChange(removeLevel(levels, index));
    if (editingIndex === index) reset(null, null);
    else follow(editingAfter(editingIndex, { type: 'remove', at: index }));
  };
  const move = (from: number, to: number) => {
    onChange(moveItem(levels, from, to));
    follow(editingAfter(editingIndex, { type: 'move', from, to }));
  };
  const duplicate = (index: number) => {
    onChange(duplicateItem(levels, index));
    follow(editingAfter(editingIndex, { type: 'insert', at: index + 1 }));
  };

  const deletable = !keepOne || canDeleteLevel(levels);
  const title = editing ? `Editing level ${(editingIndex ?? 0) + 1}` : 'New level';
  return (
    <div className={editor.stack}>
      {levels.length === 0 ? (
        <p className={editor.muted}>No levels yet. Fill in the form below and add the first one.</p>
      ) : (
        <ol className={styles.levels} aria-label="Levels">
          {levels.map((existing, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: levels have no id; their position is their identity
            <li key={index} className={`${styles.level} ${editingIndex === index ? styles.levelEditing : ''}`}>
              <button
                type="button"
                className={styles.levelSelect}
                aria-pressed={editingIndex === index}
                onClick={() => reset(structuredClone(existing), index)}
              >
                <strong>Level {index + 1}</strong>
                <span>{summary(existing)}</span>
                <LevelProblemNote path={`${slot.path}.${index}`} />
              </button>
              <ItemTools
                name={`level ${index + 1}`}
                index={index}
                count={levels.length}
                onMove={move}
                onCopy={() => duplicate(index)}
              />
              <span title={deletable ? undefined : LEVEL_REQUIRED}>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Delete level ${index + 1}`}
                  aria-describedby={deletable ? undefined : `${id}-required-${index}`}
                  disabled={!deletable}
                  onClick={() => remove(index)}
                >
                  ✕
                </Button>
                {!deletable && (
                  <span id={`${id}-required-${index}`} className="visually-hidden">
                    {LEVEL_REQUIRED}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      <section className={styles.levelForm} aria-label={title}>
        <h5 className={styles.levelFormTitle}>
          {title}
          {slot.form?.unsaved && (
            <span className={styles.levelUnsaved}> – not {editing ? 'updated' : 'added'} yet</span>
          )}
        </h5>
        <FieldErrorsProvider errors={errors}>
          <div key={version}>{renderForm(level, (next) => setForm(next, editingIndex))}</div>
        </FieldErrorsProvider>
        <div className={editor.actions}>
          <Button
            onClick={submit}
            disabled={disabledReason !== null}
            aria-describedby={disabledReason ? `${id}-reason` : undefined}
          >
            {state.label}
          </Button>
          {editing && (
            <Button variant="secondary" onClick={() => reset(null, null)}>
              Cancel
            </Button>
          )}
          {!editing && slot.form?.unsaved && (
            <Button variant="secondary" onClick={() => reset(null, null)}>
              Discard level
            </Button>
          )}
          <Button variant="secondary" onClick={() => onPreview(level)}>
            ▶ Preview level
          </Button>
          {disabledReason && (
            <span id={`${id}-reason`} className={editor.fieldError}>
              {disabledReason}
            </span>
          )}
        </div>
      </section>
    </div>
  );
}
