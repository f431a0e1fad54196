// `npm run build`, after `next build`: bundles the console's front server (server/front/main.ts) and the
// forwarder it serves (server/bff/fast-path.ts) into `.next/`, named after the build, and writes the brotli
// form of every built script and stylesheet. The bundles are the same TypeScript, resolved with the
// server's conditions, packages left to node_modules, so production runs them under plain Node, with no
// loader in front of Next. `npm start` runs this when the build has no bundles yet; `npm run dev` bundles
// the front server alone (`bundleFrontServer(root, devFrontServerFile(root))`).

import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { fastPathFile, frontServerFile } from "../server/front/build-files";
import { precompress } from "../server/front/static-brotli";

const root = resolve(import.meta.dirname, "..");

async function bundle(dir: string, entry: string, outfile: string): Promise<string> {
  await build({
    entryPoints: [join(dir, entry)],
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

function current(file: string | null): string {
  if (file === null) throw new Error("run `next build` first: .next/BUILD_ID is missing");
  return file;
}

/** The forwarder of the current build (.next/console-fast-path-<build>.mjs). */
export function buildFastPath(dir = root): Promise<string> {
  return bundle(dir, "server/bff/fast-path.ts", current(fastPathFile(dir)));
}

/** The front server, into the current build's file or another (`npm run dev`'s). */
export function bundleFrontServer(dir = root, outfile = current(frontServerFile(dir))): Promise<string> {
  return bundle(dir, "server/front/main.ts", outfile);
}

/** Everything `npm run build` adds to `next build`. */
export async function buildConsole(dir = root): Promise<void> {
  console.log(`Bundled the front server: ${await bundleFrontServer(dir)}`);
  console.log(`Bundled the forwarder: ${await buildFastPath(dir)}`);
  const { count, raw, compressed } = precompress(dir);
  console.log(
    `Compressed ${count} static files with brotli: ${Math.round(raw / 1000)} kB → ${Math.round(compressed / 1000)} kB`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildConsole();
}
