import type { Activators, SensorInstance, SensorProps } from '@dnd-kit/core';
import type { TouchEvent as ReactTouchEvent } from 'react';
import type { Point } from '#domain/games/geometry';

export interface TouchDragOptions {
  /** How far (px) the finger moves before the press becomes a drag, so a tap still selects. */
  distance: number;
}

function touchPoint(event: TouchEvent): Point | null {
  const touch = event.touches[0] ?? event.changedTouches[0];
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
}

function preventDefault(event: Event) {
  event.preventDefault();
}

/**
 * Dragging with one finger. dnd-kit's TouchSensor swallows every click on the page until a timer
 * after the drop has run (a mouse drag ends in a click on the item); a finger that dragged makes no
 * click, and on a busy tablet that timer runs late, so the child's next tap (Next, 'Hear the hint')
 * was lost. This sensor swallows nothing: the first tap after a drop works.
 */
export class TouchDragSensor implements SensorInstance {
  static activators: Activators<TouchDragOptions> = [
    {
      eventName: 'onTouchStart',
      handler: ({ nativeEvent }: ReactTouchEvent) => nativeEvent.touches.length === 1,
    },
  ];

  /** A non-passive listener, so the browser lets the drag cancel the page's own panning. */
  static setup() {
    const noop = () => undefined;
    window.addEventListener('touchmove', noop, { passive: false });
    return () => window.removeEventListener('touchmove', noop);
  }

  autoScrollEnabled = true;
  private readonly props: SensorProps<TouchDragOptions>;
  private readonly target: EventTarget;
  private readonly start: Point;
  private dragging = false;

  constructor(props: SensorProps<TouchDragOptions>) {
    this.props = props;
    const event = props.event as TouchEvent;
    this.target = event.target ?? document;
    this.start = touchPoint(event) ?? { x: 0, y: 0 };
    this.target.addEventListener('touchmove', this.move, { passive: false });
    this.target.addEventListener('touchend', this.end);
    this.target.addEventListener('touchcancel', this.cancel);
    window.addEventListener('resize', this.cancel);
    window.addEventListener('contextmenu', preventDefault);
    document.addEventListener('visibilitychange', this.cancel);
    props.onPending(props.active, { distance: props.options.distance }, this.start);
  }

  private readonly move = (event: Event) => {
    const point = touchPoint(event as TouchEvent);
    if (!point) return;
    if (!this.dragging) {
      const moved = Math.hypot(point.x - this.start.x, point.y - this.start.y);
      if (moved <= this.props.options.distance) return;
      this.dragging = true;
      this.props.onStart(this.start);
    }
    if (event.cancelable) event.preventDefault();
    this.props.onMove(point);
  };

  private readonly end = () => {
    this.detach();
    if (!this.dragging) this.props.onAbort(this.props.active);
    this.props.onEnd();
  };

  private readonly cancel = () => {
    this.detach();
    if (!this.dragging) this.props.onAbort(this.props.active);
    this.props.onCancel();
  };

  private detach() {
    this.target.removeEventListener('touchmove', this.move);
    this.target.removeEventListener('touchend', this.end);
    this.target.removeEventListener('touchcancel', this.cancel);
    window.removeEventListener('resize', this.cancel);
    window.removeEventListener('contextmenu', preventDefault);
    document.removeEventListener('visibilitychange', this.cancel);
  }
}
