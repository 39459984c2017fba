/** What counts as the user being there; mousemove is included because reading a long form moves nothing else. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

/**
 * Calls `onIdle` once after `timeoutMs` without activity on `target`. Activity only records a time, and the
 * timer re-arms itself for what is left, so constant mouse movement costs no timer churn.
 * Returns the function that stops watching.
 */
export function startIdleTimer({
  timeoutMs,
  onIdle,
  target = window,
}: {
  timeoutMs: number;
  onIdle: () => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}): () => void {
  let lastActivity = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onActivity = () => {
    lastActivity = Date.now();
  };

  const check = () => {
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= timeoutMs) {
      stop();
      onIdle();
      return;
    }
    timer = setTimeout(check, timeoutMs - idleFor);
  };

  function stop() {
    clearTimeout(timer);
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, onActivity, true);
  }

  for (const event of ACTIVITY_EVENTS) {
    target.addEventListener(event, onActivity, { capture: true, passive: true });
  }
  timer = setTimeout(check, timeoutMs);
  return stop;
}
