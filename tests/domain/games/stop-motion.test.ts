import { describe, expect, it } from 'vitest';
import {
  GO_LABEL,
  initialStopMotionState,
  STOP_LABEL,
  stopMotionReducer,
  toggleLabel,
} from '#domain/games/stop-motion';

describe('stop motion', () => {
  it('starts paused with a Go button', () => {
    const state = initialStopMotionState('/film.mp4');
    expect(state).toEqual({ videoUrl: '/film.mp4', status: 'paused' });
    expect(toggleLabel(state)).toBe('Go');
  });

  it('plays on Go and pauses on Stop', () => {
    const playing = stopMotionReducer(initialStopMotionState('/film.mp4'), { type: 'toggle' });
    expect(playing.status).toBe('playing');
    expect(toggleLabel(playing)).toBe(STOP_LABEL);
    const paused = stopMotionReducer(playing, { type: 'toggle' });
    expect(paused.status).toBe('paused');
    expect(toggleLabel(paused)).toBe(GO_LABEL);
  });
});
