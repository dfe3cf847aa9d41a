import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { errorBody } from './errors.ts';

const MAX_ISSUES = 3;

/** A 400 text that names the field: `title: is required; lessons.0.order: ...`. */
export function describeIssues(error: { issues: readonly z.core.$ZodIssue[] }): string {
  return error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Validates one part of the request with a schema of src/domain; invalid input answers 400. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(errorBody(describeIssues(result.error)), 400);
  });
}
