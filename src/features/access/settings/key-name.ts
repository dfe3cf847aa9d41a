/**
 * A key's name as a teacher reads it, from the KeyboardEvent.code a switch sends: 'Space',
 * 'Enter', 'F2', 'A' (KeyA), '1' (Digit1), 'Right arrow', 'Numpad 1', 'Left Shift'.
 */

const NAMED: Record<string, string> = {
  ArrowUp: 'Up arrow',
  ArrowDown: 'Down arrow',
  ArrowLeft: 'Left arrow',
  ArrowRight: 'Right arrow',
  NumpadEnter: 'Numpad Enter',
  PageUp: 'Page Up',
  PageDown: 'Page Down',
  CapsLock: 'Caps Lock',
  MediaPlayPause: 'Play/Pause',
  MediaTrackNext: 'Next track',
  MediaTrackPrevious: 'Previous track',
};

export function keyName(code: string): string {
  const named = NAMED[code];
  if (named) return named;
  const letterOrDigit = /^(?:Key|Digit)([A-Z0-9])$/.exec(code);
  if (letterOrDigit?.[1]) return letterOrDigit[1];
  const numpad = /^Numpad(\w+)$/.exec(code);
  if (numpad?.[1]) return `Numpad ${numpad[1]}`;
  const sided = /^(Shift|Control|Alt|Meta)(Left|Right)$/.exec(code);
  if (sided?.[1] && sided[2]) return `${sided[2]} ${sided[1] === 'Control' ? 'Ctrl' : sided[1]}`;
  return code;
}
