import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_SETTINGS } from '#domain/access-settings';
import { keyName } from '#features/access/settings/key-name.ts';
import { checkDraft, draftOf, sameDraft } from '#features/access/settings/settings-draft.ts';
import { switchHint } from '#features/access/settings/switch-hint.ts';

describe('the settings form’s draft', () => {
  it('shows times in seconds and saves them in milliseconds', () => {
    const draft = draftOf({ ...DEFAULT_ACCESS_SETTINGS, stepMs: 1500, acceptMs: 0 });
    expect(draft.stepMs).toBe('1.5');
    expect(draft.acceptMs).toBe('0');
    expect(draft.rounds).toBe('3');
    const check = checkDraft({ ...draft, stepMs: '2,5', firstItemMs: '3.25' });
    expect(check).toEqual({
      ok: true,
      settings: { ...DEFAULT_ACCESS_SETTINGS, stepMs: 2500, firstItemMs: 3250, acceptMs: 0 },
    });
  });

  it('refuses a value out of its range, an empty box and a broken number with each field’s message', () => {
    const draft = draftOf(DEFAULT_ACCESS_SETTINGS);
    const check = checkDraft({ ...draft, stepMs: '0.2', longPressMs: '', rounds: '2.5' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.fromEntries(check.errors)).toEqual({
      stepMs: 'The step time must be between 0.5 s and 5 s',
      longPressMs: 'The long-press time must be between 0.3 s and 3 s',
      rounds: 'The rounds before the scan pauses must be between 1 and 10',
    });
  });

  it('names the keys a switch cannot have', () => {
    const draft = draftOf({ ...DEFAULT_ACCESS_SETTINGS, moveKeys: ['Space', 'KeyF'], selectKeys: ['KeyF'] });
    const check = checkDraft(draft);
    expect(check.ok ? {} : Object.fromEntries(check.errors)).toEqual({
      selectKeys: 'KeyF cannot both move and select',
    });
    const wrong = checkDraft({ ...draft, selectKeys: ['Num-1'] });
    expect(wrong.ok ? {} : Object.fromEntries(wrong.errors)).toEqual({
      selectKeys: 'Num-1 is not a key this device can send',
    });
  });

  it('counts drafts equal whatever order their fields came in', () => {
    const { scanMode, ...rest } = draftOf(DEFAULT_ACCESS_SETTINGS);
    expect(sameDraft({ ...rest, scanMode }, draftOf(DEFAULT_ACCESS_SETTINGS))).toBe(true);
    expect(sameDraft({ ...rest, scanMode: 'auto' }, draftOf(DEFAULT_ACCESS_SETTINGS))).toBe(false);
  });
});

describe('key names and what to press', () => {
  it('names keys as a teacher reads them', () => {
    expect(
      ['Space', 'Enter', 'F2', 'KeyA', 'Digit1', 'ArrowRight', 'Numpad1', 'ShiftLeft', 'ControlRight'].map(keyName),
    ).toEqual(['Space', 'Enter', 'F2', 'A', '1', 'Right arrow', 'Numpad 1', 'Left Shift', 'Right Ctrl']);
  });

  it('tells the teacher which keys to press in each mode', () => {
    const settings = { ...DEFAULT_ACCESS_SETTINGS, moveKeys: ['Space'], selectKeys: ['Enter', 'F2'] };
    expect(switchHint(settings)).toBeNull();
    expect(switchHint({ ...settings, scanMode: 'step' })).toBe(
      'Press Space to move the highlight, and Enter or F2 to choose.',
    );
    expect(switchHint({ ...settings, scanMode: 'auto', screenSwitch: true })).toBe(
      'The highlight moves by itself. Press Space, Enter or F2 to choose. A tap anywhere on the screen is the switch too.',
    );
    expect(switchHint({ ...settings, scanMode: 'long-press', longPressMs: 1500 })).toBe(
      'Press Space, Enter or F2 briefly to move the highlight; hold it for 1.5 s to choose.',
    );
    expect(switchHint({ ...settings, scanMode: 'step', moveKeys: [] })).toBe(
      'No key moves the highlight yet: add one under Switches.',
    );
  });
});
