import "server-only";
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { HeaderEntry } from "@/lib/security-headers";

// Next compresses what it serves with gzip only. Its static scripts and styles never change once built (their
// names carry their hash), so `npm run build` compresses each once with brotli at the highest quality
// (`precompress`), and the front server answers a browser that accepts brotli with that file (`serveBrotli`).

const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};
const PREFIX = "/_next/static/";

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `<file>.br` beside every script and stylesheet of the build; returns how many and their sizes. */
export function precompress(dir: string): { count: number; raw: number; compressed: number } {
  const staticDir = join(dir, ".next", "static");
  let count = 0;
  let raw = 0;
  let compressed = 0;
  for (const file of files(staticDir)) {
    if (!(extname(file) in TYPES)) continue;
    const body = readFileSync(file);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    count += 1;
    raw += body.length;
    compressed += br.length;
  }
  return { count, raw, compressed };
}

/**
 * Serves the brotli form of a built script or stylesheet when the browser accepts it and the file exists;
 * returns false to leave the request to Next (any other path, method or encoding).
 */
export function serveBrotli(
  dir: string,
  request: IncomingMessage,
  response: ServerResponse,
  headers: readonly HeaderEntry[],
): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = (request.url ?? "").split("?")[0] ?? "";
  if (!path.startsWith(PREFIX)) return false;
  const type = TYPES[extname(path)];
  if (!type || !/\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""))) return false;
  let relative: string;
  try {
    relative = decodeURIComponent(path.slice(PREFIX.length));
  } catch {
    return false;
  }
  const root = resolve(dir, ".next", "static");
  const file = resolve(root, relative);
  if (!file.startsWith(root + sep) || !existsSync(`${file}.br`)) return false;
  const size = statSync(`${file}.br`).size;
  for (const { key, value } of headers) response.setHeader(key, value);
  response.writeHead(200, {
    "Content-Type": type,
    "Content-Encoding": "br",
    "Content-Length": size,
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
  });
  if (request.method === "HEAD") response.end();
  else createReadStream(`${file}.br`).pipe(response);
  return true;
}
