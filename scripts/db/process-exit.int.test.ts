// The launcher runs inside long-lived processes (npm start, the vitest main process); how those processes
// end must not change because a cluster ran in them.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const launcher = fileURLToPath(new URL("./embedded-postgres.ts", import.meta.url));
let dataDir = "";

afterEach(async () => {
  // Should a test fail with the cluster still up, shut it down before deleting its directory.
  const pid = Number(
    (await readFile(join(dataDir, "postgres", "postmaster.pid"), "utf8").catch(() => "")).split("\n")[0],
  );
  if (pid > 0) {
    try {
      process.kill(pid, "SIGINT");
    } catch {
      // Already gone.
    }
  }
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs an ES module body in a fresh Node process that has `startDatabases` in scope. */
async function runChild(body: string): Promise<{ code: number | null; stderr: string }> {
  dataDir = await mkdtemp(join(tmpdir(), "exit-pg-test-"));
  await chmod(dataDir, 0o755);
  const source = `const { startDatabases } = await import(${JSON.stringify(launcher)});
const dataDir = ${JSON.stringify(dataDir)};
${body}`;
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "--input-type=module", "-e", source],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stderr };
}

async function exists(path: string): Promise<boolean> {
  return readFile(path).then(
    () => true,
    () => false,
  );
}

describe("a process that used the embedded cluster", () => {
  it("keeps the exit code it set, and exits quietly", async () => {
    const { code, stderr } = await runChild(`
const databases = await startDatabases({ dataDir, env: {} });
await databases.stop();
process.exitCode = 3;`);
    expect(stderr).toBe("");
    expect(code).toBe(3);
  });

  it("takes its cluster down when it exits without stopping it", async () => {
    const { code } = await runChild(`
await startDatabases({ dataDir, env: {} });
process.exit(5);`);
    expect(code).toBe(5);
    // A postmaster that shuts down cleanly removes its pid file; an abandoned one keeps running with it.
    const pidFile = join(dataDir, "postgres", "postmaster.pid");
    for (let attempt = 0; attempt < 100 && (await exists(pidFile)); attempt++) await sleep(100);
    expect(await exists(pidFile)).toBe(false);
  });

  it("stops its cluster cleanly on SIGTERM when it serves the databases", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "exit-pg-test-"));
    await chmod(dataDir, 0o755);
    const script = fileURLToPath(new URL("./serve-databases.ts", import.meta.url));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.SANDBOX_DATABASE_URL;
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", script], {
      env,
      stdio: ["ignore", "pipe", "ignore"],
    });
    if (!child.stdout) throw new Error("no stdout pipe");
    const [firstLine] = (await once(createInterface({ input: child.stdout }), "line")) as [string];
    expect(JSON.parse(firstLine)).toMatchObject({ consoleUrl: expect.stringMatching(/\/console$/) });

    child.kill("SIGTERM");
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(128 + 15);
    expect(await exists(join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  });
});
