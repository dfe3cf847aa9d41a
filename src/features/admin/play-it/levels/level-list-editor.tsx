import { type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import {
  canDeleteLevel,
  LEVEL_REQUIRED,
  type LevelButton,
  removeLevel,
  saveLevel,
  UPDATE_LEVEL,
} from '#domain/level-rules';
import { Button } from '../../../../ui/button.tsx';
import editor from '../../common/editor.module.css';
import { FieldErrorsProvider, fieldErrorsOf } from '../../common/field-errors.tsx';
import styles from '../play-it-editor.module.css';

const FIX_FIELDS = 'Please fix the marked fields';

export interface LevelListEditorProps<Level> {
  levels: readonly Level[];
  onChange: (levels: Level[]) => void;
  newLevel: () => Level;
  /** The schema the server checks a level with: its errors show beside the form's fields. */
  schema: z.ZodType;
  summary: (level: Level) => string;
  /** The submit button's text and rules; by default 'Add level' or 'Update Level'. */
  button?: (level: Level, editing: boolean) => LevelButton;
  /** Find-the-correct-one, disappear-items and image-reveal keep at least one level. */
  keepOne?: boolean;
  renderForm: (level: Level, setLevel: (level: Level) => void) => ReactNode;
  onPreview: (level: Level) => void;
}

const defaultButton = (_: unknown, editing: boolean): LevelButton => ({
  label: editing ? UPDATE_LEVEL : 'Add level',
  disabledReason: null,
  acts: true,
});

/**
 * The level list of one game with a form below it. Clicking a level selects it for edit; the
 * button then reads 'Update Level' and replaces it; Cancel leaves edit mode.
 */
export function LevelListEditor<Level>({
  levels,
  onChange,
  newLevel,
  schema,
  summary,
  button = defaultButton,
  keepOne = false,
  renderForm,
  onPreview,
}: LevelListEditorProps<Level>) {
  const id = useId();
  const [form, setForm] = useState<{ level: Level; editing: number | null; version: number }>(() => ({
    level: newLevel(),
    editing: null,
    version: 0,
  }));
  const reset = (level: Level, editing: number | null) =>
    setForm((current) => ({ level, editing, version: current.version + 1 }));
  const editing = form.editing !== null;
  const errors = fieldErrorsOf(schema.safeParse(form.level));
  const state = button(form.level, editing);
  const disabledReason = state.disabledReason ?? (errors.size > 0 ? FIX_FIELDS : null);

  const submit = () => {
    if (disabledReason || !state.acts) return;
    onChange(saveLevel(levels, form.level, form.editing));
    reset(newLevel(), null);
  };

  const remove = (index: number) => {
    onChange(removeLevel(levels, index));
    if (form.editing === index) reset(newLevel(), null);
    else if (form.editing !== null && form.editing > index) setForm({ ...form, editing: form.editing - 1 });
  };

  const deletable = !keepOne || canDeleteLevel(levels);
  return (
    <div className={editor.stack}>
      {levels.length === 0 ? (
        <p className={editor.muted}>No levels yet. Fill in the form below and add the first one.</p>
      ) : (
        <ol className={styles.levels} aria-label="Levels">
          {levels.map((level, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: levels have no id; their position is their identity
            <li key={index} className={`${styles.level} ${form.editing === index ? styles.levelEditing : ''}`}>
              <button
                type="button"
                className={styles.levelSelect}
                aria-pressed={form.editing === index}
                onClick={() => reset(structuredClone(level), index)}
              >
                <strong>Level {index + 1}</strong>
                <span>{summary(level)}</span>
              </button>
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
      <section
        className={styles.levelForm}
        aria-label={editing ? `Editing level ${(form.editing ?? 0) + 1}` : 'New level'}
      >
        <h5 className={styles.levelFormTitle}>{editing ? `Editing level ${(form.editing ?? 0) + 1}` : 'New level'}</h5>
        <FieldErrorsProvider errors={errors}>
          <div key={form.version}>{renderForm(form.level, (level) => setForm({ ...form, level }))}</div>
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
            <Button variant="secondary" onClick={() => reset(newLevel(), null)}>
              Cancel
            </Button>
          )}
          <Button variant="secondary" onClick={() => onPreview(form.level)}>
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
