// What each route's first-load JavaScript is made of, from the last build: per route its script chunks with
// their size in brotli, as served (the brotli files `npm run build` writes and the console sends; kB = 1,000
// bytes), with gzip beside it (what Next sends a client without brotli: zlib's default level, bodies under
// 1 kB as they are) and, per chunk, the packages and folders its bytes come from. Names need source maps: build with
// `CONSOLE_BROWSER_SOURCE_MAPS=1 npx next build` (analysis only, never serve that build); without them each
// chunk is listed by size only.
//
//   npx tsx scripts/bench/chunks.ts                 every route, totals only
//   npx tsx scripts/bench/chunks.ts /sign-in /accounts/[accountId]/payments   those routes, chunk by chunk
//   npx tsx scripts/bench/chunks.ts --by-package    every route, its bytes by package beyond the framework
//   add --files                                      by source file instead of package or folder
//   CHUNKS_MIN_BYTES=60 ...                          list smaller groups too (512 bytes by default)
//
// Sizes here are the chunk files; a page also fetches chunks once it runs, which the budgets leave out and
// `npm run bench -- --only pages` reports (until idle).
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map-js";

const root = resolve(import.meta.dirname, "..", "..");
const nextDir = join(root, ".next");

interface RouteStats {
  route: string;
  firstLoadChunkPaths: string[];
}

/** Next leaves bodies under this many bytes uncompressed (its `compression` middleware's threshold). */
const GZIP_THRESHOLD = 1024;

const servedCache = new Map<string, { brotli: number; gzip: number }>();
/** A chunk's bytes as served: brotli (the build's `.br` file, or as `npm run build` would write it) and gzip. */
function servedSize(path: string): { brotli: number; gzip: number } {
  let size = servedCache.get(path);
  if (size === undefined) {
    const file = join(root, path);
    const body = readFileSync(file);
    size = {
      brotli: existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(body).length,
      gzip: body.length < GZIP_THRESHOLD ? body.length : gzipSync(body).length,
    };
    servedCache.set(path, size);
  }
  return size;
}
const compressedBytes = (path: string) => servedSize(path).brotli;
const gzipBytes = (path: string) => servedSize(path).gzip;

const byFile = process.argv.includes("--files");

/** The group a source file belongs to: its npm package, or its first two folders in the repository. */
function groupOf(source: string): string {
  const clean = source.replace(/^.*?\[project\]\//, "").replace(/^webpack:\/\/\/?/, "");
  if (byFile) return clean.replace(/^.*node_modules\//, "");
  const inModules = clean.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const parts = clean.slice(inModules + "node_modules/".length).split("/");
    return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  const parts = clean.split("/");
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : clean;
}

const contentsCache = new Map<string, Map<string, number> | null>();
/** Uncompressed bytes of a chunk per group, from its source map; null without one. */
function contents(path: string): Map<string, number> | null {
  if (contentsCache.has(path)) return contentsCache.get(path) ?? null;
  const file = join(root, path);
  const text = readFileSync(file, "utf8");
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
  const mapFile = mapName ? join(file, "..", mapName) : `${file}.map`;
  if (!existsSync(mapFile)) {
    contentsCache.set(path, null);
    return null;
  }
  const code = text.split("\n");
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, "utf8")));
  const bytes = new Map<string, number>();
  let previous: { line: number; column: number; group: string } | null = null;
  const close = (line: number, column: number) => {
    if (!previous) return;
    const length =
      previous.line === line
        ? column - previous.column
        : (code[previous.line - 1]?.length ?? 0) - previous.column + column;
    bytes.set(previous.group, (bytes.get(previous.group) ?? 0) + Math.max(0, length));
  };
  consumer.eachMapping(
    (mapping) => {
      close(mapping.generatedLine, mapping.generatedColumn);
      previous = {
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        group: mapping.source ? groupOf(mapping.source) : "(unmapped)",
      };
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  close(code.length, code.at(-1)?.length ?? 0);
  contentsCache.set(path, bytes);
  return bytes;
}

/** A chunk's groups with their estimated compressed share, largest first. */
function describe(path: string): Array<[string, number]> {
  const bytes = contents(path);
  if (!bytes) return [];
  const total = [...bytes.values()].reduce((sum, n) => sum + n, 0) || 1;
  const compressed = compressedBytes(path);
  return [...bytes.entries()]
    .map(([group, n]): [string, number] => [group, (n / total) * compressed])
    .sort((a, b) => b[1] - a[1]);
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

const stats: RouteStats[] = JSON.parse(
  readFileSync(join(nextDir, "diagnostics", "route-bundle-stats.json"), "utf8"),
);
stats.sort((a, b) => a.route.localeCompare(b.route));
// What every page loads (React, Next, the root layout): the not-found page is nothing else.
const framework = new Set(stats.find((s) => s.route === "/_not-found")?.firstLoadChunkPaths ?? []);
const args = process.argv.slice(2);
const byPackage = args.includes("--by-package");
const routes = args.filter((arg) => !arg.startsWith("--"));

for (const route of stats) {
  if (routes.length > 0 && !routes.includes(route.route)) continue;
  const total = route.firstLoadChunkPaths.reduce((sum, path) => sum + compressedBytes(path), 0);
  const totalGzip = route.firstLoadChunkPaths.reduce((sum, path) => sum + gzipBytes(path), 0);
  const beyond = route.firstLoadChunkPaths.filter((path) => !framework.has(path));
  const beyondBytes = beyond.reduce((sum, path) => sum + compressedBytes(path), 0);
  console.log(
    `${kb(total).padStart(6)} kB brotli (${kb(totalGzip)} kB gzip)  ${route.route}  (${route.firstLoadChunkPaths.length} chunks; ${kb(beyondBytes)} kB brotli beyond the framework)`,
  );
  if (byPackage) {
    const sums = new Map<string, number>();
    for (const path of beyond)
      for (const [group, bytes] of describe(path)) sums.set(group, (sums.get(group) ?? 0) + bytes);
    const top = [...sums.entries()]
      .sort((a, b) => b[1] - a[1])
      .filter(([, bytes]) => bytes >= Number(process.env.CHUNKS_MIN_BYTES ?? 512));
    console.log(`         ${top.map(([group, bytes]) => `${group} ${kb(bytes)}`).join(", ")}`);
  } else if (routes.length > 0) {
    for (const path of route.firstLoadChunkPaths) {
      const parts = describe(path)
        .filter(([, bytes]) => bytes >= 256)
        .slice(0, 8)
        .map(([group, bytes]) => `${group} ${kb(bytes)}`);
      const mark = framework.has(path) ? "framework" : "";
      console.log(
        `  ${kb(compressedBytes(path)).padStart(6)} kB brotli (${kb(gzipBytes(path))} gzip)  ${path.replace(".next/static/chunks/", "")} ${mark}  ${parts.join(", ")}`,
      );
    }
  }
}
