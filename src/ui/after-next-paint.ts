/**
 * Runs `callback` once the browser has drawn its next frame: in a task after that frame's
 * requestAnimationFrame (its style, layout and paint done), so that reading the page then costs no
 * layout of its own and delays nothing the frame shows. Returns a cancel function.
 *
 * A timer, not a MessageChannel: Chromium may collect a channel nothing refers to, message and all,
 * and the callback would never run.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
