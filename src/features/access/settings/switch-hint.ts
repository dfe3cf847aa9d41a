import type { AccessSettings } from '#domain/access-settings';
import { keyName } from './key-name.ts';

/** 'Space', 'Space or Enter', 'Space, F2 or Enter'; null when there is no key. */
function keysSaid(codes: readonly string[]): string | null {
  const names = codes.map(keyName);
  const last = names.pop();
  if (last === undefined) return null;
  return names.length > 0 ? `${names.join(', ')} or ${last}` : last;
}

const seconds = (ms: number) => `${(ms / 1000).toLocaleString('en')} s`;

/** What the teacher presses to try the scan, in the settings' mode; null while scanning is off. */
export function switchHint(settings: AccessSettings): string | null {
  const { scanMode, moveKeys, selectKeys, screenSwitch } = settings;
  if (scanMode === 'off') return null;
  if (scanMode === 'step') {
    const move = keysSaid(moveKeys);
    const select = keysSaid(selectKeys);
    const tap = screenSwitch ? ' A tap on the screen chooses too, and a right click moves.' : '';
    if (!move || !select)
      return `No key ${move ? 'chooses' : 'moves the highlight'} yet: add one under Switches.${tap}`;
    return `Press ${move} to move the highlight, and ${select} to choose.${tap}`;
  }
  const any = keysSaid([...moveKeys, ...selectKeys]);
  const tap = screenSwitch ? ' A tap anywhere on the screen is the switch too.' : '';
  if (!any) return `The switch has no key yet: add one under Switches.${tap}`;
  if (scanMode === 'auto') return `The highlight moves by itself. Press ${any} to choose.${tap}`;
  return `Press ${any} briefly to move the highlight; hold it for ${seconds(settings.longPressMs)} to choose.${tap}`;
}
