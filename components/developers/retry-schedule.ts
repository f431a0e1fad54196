/**
 * The retry schedule in words, from the delays the service's config answers (minutes after the previous
 * attempt, e.g. [0, 1, 2, 4, 8]): "Up to 5 attempts: the first at once, then 1, 2, 4 and 8 minutes after
 * the one before (15 minutes in all)."
 */
export function retryScheduleInWords(delaysMinutes: readonly number[], maxAttempts: number): string {
  const attempts = `${maxAttempts} ${maxAttempts === 1 ? "attempt" : "attempts"}`;
  const [first = 0, ...later] = delaysMinutes;
  const start = first === 0 ? "the first at once" : `the first after ${minutes(first)}`;
  if (later.length === 0) return `Up to ${attempts}: ${start}.`;
  const list = later.length === 1 ? String(later[0]) : `${later.slice(0, -1).join(", ")} and ${later.at(-1)}`;
  const unit = later.length === 1 && later[0] === 1 ? "minute" : "minutes";
  const total = delaysMinutes.reduce((sum, delay) => sum + delay, 0);
  return `Up to ${attempts}: ${start}, then ${list} ${unit} after the one before (${minutes(total)} in all).`;
}

function minutes(n: number): string {
  return `${n} ${n === 1 ? "minute" : "minutes"}`;
}
