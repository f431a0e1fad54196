import "server-only";

/** Rows as aligned text columns under a header; empty cells show as "-". */
export function formatTable(header: string[], rows: string[][]): string {
  const cells = [header, ...rows].map((row) => header.map((_, i) => row[i] || "-"));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => [...(row[i] ?? "")].length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
