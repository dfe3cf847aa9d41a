import * as z from 'zod';

const plural = (count: number | bigint, one: string, many: string) => `${count} ${Number(count) === 1 ? one : many}`;

type Issue = z.core.$ZodRawIssue;

function tooBig(issue: Issue & { code: 'too_big' }): string | undefined {
  const limit = issue.inclusive === false ? Number(issue.maximum) - 1 : issue.maximum;
  if (issue.origin === 'string') return `is too long: use at most ${plural(limit, 'character', 'characters')}`;
  if (issue.origin === 'array') return `has too many entries: at most ${limit}`;
  if (issue.origin === 'number' || issue.origin === 'int') return `must be ${limit} or less`;
  return undefined;
}

function tooSmall(issue: Issue & { code: 'too_small' }): string | undefined {
  const limit = issue.inclusive === false ? Number(issue.minimum) + 1 : issue.minimum;
  if (issue.origin === 'string')
    return Number(limit) <= 1 ? 'is required' : `is too short: use at least ${limit} characters`;
  if (issue.origin === 'array')
    return Number(limit) <= 1 ? 'needs at least one entry' : `needs at least ${limit} entries`;
  if (issue.origin === 'number' || issue.origin === 'int') return `must be ${limit} or more`;
  return undefined;
}

const EXPECTED: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  boolean: 'must be yes or no',
  array: 'must be a list',
  object: 'must be a group of fields',
};

/**
 * Zod's messages as people read them, at the field and in a 400 (e.g. 'is too long: use at most
 * 500 characters' for zod's 'Too big: expected string to have <=500 characters'). A message a
 * schema gives itself wins. Set once for every schema of src/domain, on the server and in the editors.
 */
export function friendlyMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : EXPECTED[issue.expected];
    case 'invalid_value':
      return 'is not one of the choices';
    case 'invalid_format':
      return issue.format === 'regex' ? 'is not in the expected form' : `must be a valid ${issue.format}`;
    default:
      return undefined;
  }
}

// In the browser, zod does not compile parsers with `new Function`: the app's Content-Security-Policy
// has no 'unsafe-eval', and even zod's caught probe for it is reported as a violation on every page.
// The server keeps the compiled parsers, which are faster.
z.config({ customError: friendlyMessage, jitless: 'document' in globalThis });
