// `npm test`: every layer of the suite, arranged so the longest one starts as early as it can. The console's
// production build starts with the run, beside lint and the typecheck; the end-to-end layer (the longest,
// which waits on the browser and the service more than on the CPU) starts from that build as soon as it
// is made, and the unit, integration and built-console tests run beside it. The build's and the e2e
// layer's output is kept and shown when each ends; a failing layer stops the run, the others included,
// and the run exits with its code.
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

console.log("\n▶ build (started with the run)");
const built = await build;
if (built.code !== 0) {
  process.stdout.write(built.output);
  stop(built.code, "the console's build failed");
}
console.log(`✔ build (${built.took})`);

const e2eStarted = Date.now();
console.log("\n▶ test:e2e (from the build, beside the layers below; its report follows when it ends)");
const e2e = run("test:e2e", { quiet: true }).then(({ code, output }) => {
  console.log(`\n── test:e2e report ──\n${output.trimEnd()}\n── end of the test:e2e report ──`);
  if (code !== 0) stop(code, "test:e2e failed");
  console.log(`✔ test:e2e (${seconds(e2eStarted)})`);
});

await layer("test:unit");
await layer("test:int");
// Starts the built console on ports of its own, so it runs beside the e2e layer's.
await layer("test:built");
await e2e;
console.log(`\nnpm test: every layer passed in ${seconds(started)}`);
