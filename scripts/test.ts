// `npm test`: every layer of the suite, with the console's production build made beside the checks and
// the unit and integration tests (which do not need it) instead of after them. The e2e layer starts the
// console from that build. The build's output is kept and shown when it ends; a failing layer stops the
// run, the build included, and the run exits with its code.
import { type ChildProcess, spawn } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const started = Date.now();
const children = new Set<ChildProcess>();

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

function run(
  script: string,
  options: { quiet?: boolean; env?: Record<string, string> } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", "--silent", script], {
      stdio: options.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...options.env },
    });
    children.add(child);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.on("close", (code, signal) => {
      children.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

function stop(code: number, reason: string): never {
  console.error(`\nnpm test: ${reason} (after ${seconds(started)})`);
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}

async function layer(script: string): Promise<void> {
  const since = Date.now();
  console.log(`\n▶ ${script}`);
  const { code } = await run(script);
  if (code !== 0) stop(code, `${script} failed`);
  console.log(`✔ ${script} (${seconds(since)})`);
}

process.on("SIGINT", () => stop(130, "interrupted"));
process.on("SIGTERM", () => stop(143, "stopped"));

const buildStarted = Date.now();
// The typecheck layer checks the same tree, so the build skips its own check.
const build = run("build", { quiet: true, env: { CONSOLE_BUILD_TYPES_CHECKED: "1" } }).then((result) => ({
  ...result,
  took: seconds(buildStarted),
}));

await layer("lint");
await layer("typecheck");
await layer("test:unit");
await layer("test:int");

console.log("\n▶ build (started with the run)");
const built = await build;
if (built.code !== 0) {
  process.stdout.write(built.output);
  stop(built.code, "the console's build failed");
}
console.log(`✔ build (${built.took})`);

// Tests that start the built console need the build: run beside it, they would start a second one.
await layer("test:built");
await layer("test:e2e");
console.log(`\nnpm test: every layer passed in ${seconds(started)}`);
