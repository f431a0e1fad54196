// Total blocking time as Lighthouse counts it (its `tbt-utils`): of every long task of the main thread that
// ends after first contentful paint, the part beyond 50 ms; a task that began before the paint counts from
// the paint on. The window ends when the page has had `QUIET_MS` without a long task (Lighthouse's time to
// interactive waits for the same 5 s of quiet).

export const BLOCKING_THRESHOLD_MS = 50;
export const QUIET_MS = 5_000;

export interface LongTask {
  /** Start, in milliseconds from the navigation's start (a PerformanceEntry's `startTime`). */
  start: number;
  duration: number;
}

export function totalBlockingTime(tasks: readonly LongTask[], firstContentfulPaint: number): number {
  let blocking = 0;
  for (const task of tasks) {
    const end = task.start + task.duration;
    if (end <= firstContentfulPaint) continue;
    const counted = end - Math.max(task.start, firstContentfulPaint);
    if (counted > BLOCKING_THRESHOLD_MS) blocking += counted - BLOCKING_THRESHOLD_MS;
  }
  return blocking;
}

/** Whether the page has been free of long tasks for `QUIET_MS` at `now` (both from navigation start). */
export function isQuiet(tasks: readonly LongTask[], now: number, since = 0): boolean {
  const lastEnd = tasks.reduce((latest, task) => Math.max(latest, task.start + task.duration), since);
  return now - lastEnd >= QUIET_MS;
}
