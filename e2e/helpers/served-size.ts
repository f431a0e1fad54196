import { request } from "node:http";

// How many bytes a script costs as the console serves it: the body's bytes on the wire, before the browser
// decodes them, once asked for with brotli (what a browser gets over HTTPS, and what the budgets count) and
// once with gzip (what a client without brotli gets: Next's own compression). Both are fixed for a build, so
// the budgets built on them are tests, not timings.

export interface Served {
  /** Body bytes served to `Accept-Encoding: br`. */
  brotli: number;
  /** Body bytes served to `Accept-Encoding: gzip`. */
  gzip: number;
}

export type Encoding = "br" | "gzip";

/**
 * The body bytes of `url` (plain HTTP, loopback only) served to a client that accepts one encoding. A file
 * too small to gain from compression comes as it is (Next leaves bodies under 1 kB alone); any other
 * encoding is refused, since the figure would then not be what it says.
 */
export function servedBytes(url: string, encoding: Encoding): Promise<number> {
  const target = new URL(url);
  if (target.protocol !== "http:" || !["127.0.0.1", "localhost", "[::1]"].includes(target.hostname))
    return Promise.reject(new Error(`sizes are measured on loopback only, not ${target.origin}`));
  return new Promise((done, fail) => {
    const sent = request(
      target,
      { headers: { "accept-encoding": encoding }, timeout: 30_000 },
      (response) => {
        const served = response.headers["content-encoding"] ?? "identity";
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => {
          if (response.statusCode !== 200) fail(new Error(`${url} answered ${response.statusCode}`));
          else if (served !== encoding && served !== "identity")
            fail(new Error(`${url} was served as ${served} to a client that asked for ${encoding}`));
          else done(bytes);
        });
        response.on("error", fail);
      },
    );
    sent.on("timeout", () => sent.destroy(new Error(`${url} took over 30 s`)));
    sent.on("error", fail);
    sent.end();
  });
}

const known = new Map<string, Promise<Served>>();

/** One script's size in both encodings; a chunk shared by many pages is asked for once per run. */
export function servedSize(url: string): Promise<Served> {
  let size = known.get(url);
  if (size === undefined) {
    size = Promise.all([servedBytes(url, "br"), servedBytes(url, "gzip")]).then(([brotli, gzip]) => ({
      brotli,
      gzip,
    }));
    known.set(url, size);
  }
  return size;
}

/** The sum of the scripts' sizes, each script counted once. */
export async function totalServed(urls: Iterable<string>): Promise<Served> {
  const sizes = await Promise.all([...new Set(urls)].map(servedSize));
  return sizes.reduce((sum, size) => ({ brotli: sum.brotli + size.brotli, gzip: sum.gzip + size.gzip }), {
    brotli: 0,
    gzip: 0,
  });
}

/** Bytes as kB (1 kB = 1,000 bytes), as the budgets and the bench state them. */
export const kB = (bytes: number) => bytes / 1_000;

/** "161.3 kB brotli (190.2 kB gzip)": a size in the units it was measured in. */
export const describeServed = (size: Served) =>
  `${kB(size.brotli).toFixed(1)} kB brotli (${kB(size.gzip).toFixed(1)} kB gzip)`;
