import { type FormEvent, useId, useState } from 'react';
import { LEARNER_AVATARS, LEARNER_GROUP_MAX, LEARNER_NAME_MAX, type LearnerAvatar } from '#domain/learner';
import { LearnerInput } from '#domain/learner-input';
import { Button } from '#ui/button.tsx';
import { AvatarPicture, avatarLabel } from './avatar.tsx';
import styles from './learners.module.css';

export interface LearnerFormProps {
  initial?: { displayName: string; avatar: LearnerAvatar; group: string };
  submitLabel: string;
  onSubmit: (input: LearnerInput) => Promise<void>;
  onCancel?: () => void;
}

/** A learner's name, picture and group: the one form for adding a learner and for changing one. */
export function LearnerForm({ initial, submitLabel, onSubmit, onCancel }: LearnerFormProps) {
  const id = useId();
  const [displayName, setDisplayName] = useState(initial?.displayName ?? '');
  const [group, setGroup] = useState(initial?.group ?? '');
  const [avatar, setAvatar] = useState<LearnerAvatar>(initial?.avatar ?? 'sun');
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = LearnerInput.safeParse({ displayName, avatar, group });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    setSaving(true);
    try {
      await onSubmit(parsed.data);
      if (!initial) {
        setDisplayName('');
        setGroup('');
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.fields}>
        <label className={styles.field}>
          Name
          <input
            value={displayName}
            maxLength={LEARNER_NAME_MAX}
            onChange={(event) => setDisplayName(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            placeholder="First name or nickname"
          />
        </label>
        <label className={styles.field}>
          Group (optional)
          <input value={group} maxLength={LEARNER_GROUP_MAX} onChange={(event) => setGroup(event.target.value)} />
        </label>
      </div>
      {problem && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <fieldset className={styles.avatars}>
        <legend>Picture</legend>
        {LEARNER_AVATARS.map((key) => (
          <label key={key} className={styles.avatarOption}>
            <input
              type="radio"
              name={`${id}-avatar`}
              value={key}
              checked={avatar === key}
              onChange={() => setAvatar(key)}
            />
            <AvatarPicture avatar={key} size={48} />
            <span>{avatarLabel(key)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.formActions}>
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
