/** Stop motion: a looping video that the Go/Stop button plays and pauses. */

export type StopMotionStatus = 'paused' | 'playing';

export const GO_LABEL = 'Go';
export const STOP_LABEL = 'Stop';

export interface StopMotionState {
  readonly videoUrl: string;
  readonly status: StopMotionStatus;
}

export type StopMotionEvent = { readonly type: 'toggle' };

export function initialStopMotionState(videoUrl: string): StopMotionState {
  return { videoUrl, status: 'paused' };
}

export function toggleLabel(state: StopMotionState): string {
  return state.status === 'playing' ? STOP_LABEL : GO_LABEL;
}

export function stopMotionReducer(state: StopMotionState, event: StopMotionEvent): StopMotionState {
  switch (event.type) {
    case 'toggle':
      return { ...state, status: state.status === 'playing' ? 'paused' : 'playing' };
  }
}
