/** A number beside a sidebar entry: how many requests wait for a second person. */
export function NavCount({ count }: { count: number }) {
  return (
    <span
      className="ml-auto rounded-full bg-warning/20 px-2 py-0.5 text-xs font-semibold text-warning-foreground tabular-nums dark:text-warning"
      data-testid="nav-count"
    >
      {count}
      <span className="sr-only"> waiting</span>
    </span>
  );
}
