// Which benchmarks `npm run bench` runs: `--only a,b` (or `--only=a`, or `--only` more than once) names
// them; without it, all of them.

/** The benchmarks named by `--only a,b` (or `--only=a`, or several `--only`), all of them without it. */
export function chosen(args: readonly string[], names: readonly string[]): string[] {
  const picked: string[] = [];
  args.forEach((arg, i) => {
    if (arg === "--only") picked.push(...(args[i + 1] ?? "").split(","));
    else if (arg.startsWith("--only=")) picked.push(...arg.slice("--only=".length).split(","));
  });
  const wanted = picked.map((name) => name.trim()).filter(Boolean);
  const unknown = wanted.filter((name) => !names.includes(name));
  if (unknown.length > 0)
    throw new RangeError(`no benchmark called ${unknown.join(", ")}; there are ${names.join(", ")}`);
  if (args.includes("--only") && wanted.length === 0)
    throw new RangeError(`--only needs a name: ${names.join(", ")}`);
  return wanted.length > 0 ? names.filter((name) => wanted.includes(name)) : [...names];
}
