// Bundles the forwarder for the front server (server/bff/fast-path.ts → .next/console-fast-path-<BUILD_ID>.mjs),
// after `next build`: the same TypeScript, resolved with the server's conditions, packages left to
// node_modules. Named after the build so a server never pairs Next's build with another build's forwarder.

import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Where the bundle of the current build is, or null when there is no build. */
export function fastPathFile(dir = root) {
  try {
    const buildId = readFileSync(join(dir, ".next", "BUILD_ID"), "utf8").trim();
    return join(dir, ".next", `console-fast-path-${buildId}.mjs`);
  } catch {
    return null;
  }
}

export async function buildFastPath(dir = root) {
  const outfile = fastPathFile(dir);
  if (outfile === null) throw new Error("run `next build` first: .next/BUILD_ID is missing");
  await build({
    entryPoints: [join(dir, "server", "bff", "fast-path.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    conditions: ["react-server"],
    tsconfig: join(dir, "tsconfig.json"),
    logLevel: "warning",
    plugins: [
      {
        // The guard against client imports has nothing to guard in a server-only bundle.
        name: "server-only",
        setup(context) {
          context.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
          context.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "", loader: "js" }));
        },
      },
    ],
  });
  return outfile;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outfile = await buildFastPath();
  console.log(`Bundled the forwarder: ${outfile}`);
}
