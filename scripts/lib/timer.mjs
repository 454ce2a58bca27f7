// Wall-clock timing for the scripts' messages.
const started = performance.now();

/** Seconds since `t` (a performance.now() reading). */
export function since(t) {
  return (performance.now() - t) / 1000;
}

/** "12.3 s" since `t`, or since the script started. */
export function elapsed(t = started) {
  return `${since(t).toFixed(1)} s`;
}
