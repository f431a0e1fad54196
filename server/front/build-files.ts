import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";

// The files `npm run build` writes beside Next's build (scripts/build-console.ts): the front server and the
// forwarder it serves, each bundled with esbuild and named after the build, so a server never pairs Next's
// build with another build's code.

/** The id of the current `next build`, or null when there is none. */
export function buildId(dir: string): string | null {
  try {
    return readFileSync(join(dir, ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return null;
  }
}

/** The front server of the current build (server/front/main.ts), or null when there is no build. */
export function frontServerFile(dir: string): string | null {
  const id = buildId(dir);
  return id === null ? null : join(dir, ".next", `console-server-${id}.mjs`);
}

/** The forwarder of the current build (server/bff/fast-path.ts), or null when there is no build. */
export function fastPathFile(dir: string): string | null {
  const id = buildId(dir);
  return id === null ? null : join(dir, ".next", `console-fast-path-${id}.mjs`);
}

/** The front server `npm run dev` runs: bundled on each start, since there is no build to name it after. */
export function devFrontServerFile(dir: string): string {
  return join(dir, ".next", "console-server-dev.mjs");
}
