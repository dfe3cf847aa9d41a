import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEARNER_AVATARS } from '#domain/learner';

describe('zod in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks a form without compiling code: the CSP has no unsafe-eval, and a refused probe is reported', async () => {
    const compile = vi.fn(() => {
      throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not allowed");
    });
    vi.stubGlobal('Function', compile);
    const { LearnerInput } = await import('#domain/learner-input');
    const avatar = LEARNER_AVATARS[0];
    const empty = LearnerInput.safeParse({ displayName: ' ', avatar });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(['Please type a name']);
    expect(LearnerInput.parse({ displayName: 'Ada', avatar })).toEqual({
      displayName: 'Ada',
      avatar,
      group: '',
      archived: false,
    });
    expect(compile).not.toHaveBeenCalled();
  });
});
