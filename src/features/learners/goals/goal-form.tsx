import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { lessonsQuery } from '#api/lessons.ts';
import { productsQuery } from '#api/products.ts';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { BUILT_IN_GAMES } from '#domain/built-in-games';
import { GOAL_TARGET_OF_MAX, GOAL_TEXT_MAX, type Goal, type GoalMeasure, gameName } from '#domain/evidence';
import { GoalInput } from '#domain/evidence-input';
import { activityTitle } from '#domain/lesson-cards';
import { canAccessProduct } from '#domain/user';
import { useAuth } from '#state/auth-store.ts';
import { Button } from '#ui/button.tsx';
import styles from './goals.module.css';

export interface GoalFormProps {
  initial?: Goal | undefined;
  onSubmit: (goal: GoalInput) => Promise<void>;
  onCancel: () => void;
}

const MEASURES: { value: GoalMeasure; label: string }[] = [
  { value: 'independent', label: 'sessions independent' },
  { value: 'first-try', label: 'game levels right first time' },
];

const toggled = <T,>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** A goal's text, target, review date and what it is about: the one form to write a goal and to change one. */
export function GoalForm({ initial, onSubmit, onCancel }: GoalFormProps) {
  const id = useId();
  const [text, setText] = useState(initial?.text ?? '');
  const [hasTarget, setHasTarget] = useState(Boolean(initial?.target));
  const [count, setCount] = useState(String(initial?.target?.count ?? 8));
  const [of, setOf] = useState(String(initial?.target?.of ?? 10));
  const [measure, setMeasure] = useState<GoalMeasure>(initial?.target?.measure ?? 'independent');
  const [reviewDate, setReviewDate] = useState(initial?.reviewDate ?? '');
  const [links, setLinks] = useState(initial?.links ?? { lessons: [], activities: [], games: [] });
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = GoalInput.safeParse({
      text,
      target: hasTarget ? { count: Number(count), of: Number(of), measure } : null,
      reviewDate: reviewDate || null,
      links,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label className={styles.field}>
        Goal
        <textarea
          value={text}
          maxLength={GOAL_TEXT_MAX}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          placeholder="For example: Chooses the symbol asked for from a choice of four"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
      </label>
      <fieldset className={styles.group}>
        <legend>Target</legend>
        <label className={styles.check}>
          <input type="checkbox" checked={hasTarget} onChange={(event) => setHasTarget(event.target.checked)} />
          Set a target
        </label>
        {hasTarget && (
          <div className={styles.target}>
            <input
              type="number"
              min={1}
              max={GOAL_TARGET_OF_MAX}
              value={count}
              onChange={(event) => setCount(event.target.value)}
              aria-label="How many"
            />
            <span>of the last</span>
            <input
              type="number"
              min={1}
              max={GOAL_TARGET_OF_MAX}
              value={of}
              onChange={(event) => setOf(event.target.value)}
              aria-label="Out of how many"
            />
            <select
              value={measure}
              onChange={(event) => setMeasure(event.target.value as GoalMeasure)}
              aria-label="Counted as"
            >
              {MEASURES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </fieldset>
      <label className={styles.field}>
        Review date (optional)
        <input type="date" value={reviewDate} onChange={(event) => setReviewDate(event.target.value)} />
      </label>
      <fieldset className={styles.group}>
        <legend>What it is about (none chosen: everything the learner does)</legend>
        <LessonChoice
          chosen={links.lessons}
          onToggle={(lessonId) => setLinks({ ...links, lessons: toggled(links.lessons, lessonId) })}
        />
        <p className={styles.subheading}>Activities</p>
        <div className={styles.choices}>
          {ACTIVITY_KEYS.map((key) => (
            <label key={key} className={styles.check}>
              <input
                type="checkbox"
                checked={links.activities.includes(key)}
                onChange={() => setLinks({ ...links, activities: toggled(links.activities, key) })}
              />
              {activityTitle(key)}
            </label>
          ))}
        </div>
        <p className={styles.subheading}>Games</p>
        <div className={styles.choices}>
          {BUILT_IN_GAMES.map((game) => (
            <label key={game} className={styles.check}>
              <input
                type="checkbox"
                checked={links.games.includes(game)}
                onChange={() => setLinks({ ...links, games: toggled(links.games, game) })}
              />
              {gameName(game)}
            </label>
          ))}
        </div>
      </fieldset>
      {problem && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          Save goal
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The lessons of one of the teacher's courses at a time, chosen by course; choices in other courses stay. */
function LessonChoice({ chosen, onToggle }: { chosen: readonly string[]; onToggle: (lessonId: string) => void }) {
  const user = useAuth((state) => state.user);
  const products = useQuery(productsQuery());
  const courses = (user && products.data?.filter((product) => canAccessProduct(user, product))) || [];
  const [courseId, setCourseId] = useState<string>();
  const current = courseId ?? courses[0]?._id;
  const lessons = useQuery({ ...lessonsQuery(current ?? ''), enabled: Boolean(current) });
  if (courses.length === 0) return null;
  return (
    <div className={styles.lessons}>
      <label className={styles.field}>
        Lessons of
        <select value={current} onChange={(event) => setCourseId(event.target.value)}>
          {courses.map((course) => (
            <option key={course._id} value={course._id}>
              {course.title}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.choices}>
        {lessons.data?.map((lesson) => (
          <label key={lesson._id} className={styles.check}>
            <input type="checkbox" checked={chosen.includes(lesson._id)} onChange={() => onToggle(lesson._id)} />
            {lesson.title}
          </label>
        )) ?? (
          <span className={styles.note}>
            {lessons.isError ? 'The lessons could not be loaded.' : 'Loading lessons…'}
          </span>
        )}
      </div>
      {chosen.length > 0 && <p className={styles.note}>{chosen.length} lesson(s) chosen in all courses</p>}
    </div>
  );
}
