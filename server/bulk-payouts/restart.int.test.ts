import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bulkPayoutRows, moneyOutSends } from "@/server/db/schema";
import { type BatchWorld, batchWorld, FILE_HEADER } from "./testing/batch-world";

// A batch interrupted by killing the console's process mid-run (SIGKILL: no clean-up of any kind) is
// continued by the next process from where it stopped, on the job runner and the database alone, and
// pays every row exactly once.

let world: BatchWorld;
const children: ChildProcess[] = [];

beforeAll(async () => {
  world = await batchWorld("console_bulk_restart");
}, 180_000);

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await world?.close();
});

async function startWorker(): Promise<ChildProcess> {
  const script = fileURLToPath(new URL("./testing/worker-process.ts", import.meta.url));
  const { baseUrl, keyId, signingKey } = world.member.credentials;
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", script], {
    env: {
      ...process.env,
      DATABASE_URL: world.fx.database.url,
      UPSTREAM_URL: baseUrl,
      KEY_ID: keyId,
      SIGNING_KEY: signingKey,
      LEASE_MS: "3000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  if (!child.stdout) throw new Error("no stdout pipe");
  const [line] = (await once(createInterface({ input: child.stdout }), "line")) as [string];
  expect(line).toBe("ready");
  return child;
}

async function sentRows(batchId: string): Promise<number> {
  const rows = await world.fx.handle.db
    .select()
    .from(bulkPayoutRows)
    .where(eq(bulkPayoutRows.batchId, batchId));
  return rows.filter((row) => row.offrampId !== null).length;
}

async function waitFor(what: string, ready: () => Promise<boolean>, seconds: number) {
  for (let waited = 0; waited < seconds * 4; waited += 1) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect.fail(`${what} did not happen within ${seconds} s`);
}

it("continues a batch after its process is killed mid-run and pays every row exactly once", async () => {
  const references = Array.from({ length: 8 }, (_, index) => `KILL-${index + 1}`);
  const file = [
    FILE_HEADER,
    ...references.map(
      (reference, index) => `${reference},kill-user-${index % 3},7010,${3000 + index},K. Perera,0.5`,
    ),
  ].join("\n");
  const started = await world.start(file);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const batchId = started.body.batch.id;

  const first = await startWorker();
  await waitFor("two rows sent by the first process", async () => (await sentRows(batchId)) >= 2, 90);
  first.kill("SIGKILL");
  await once(first, "exit");
  const atKill = await sentRows(batchId);
  expect(atKill).toBeLessThan(references.length);

  await startWorker();
  await waitFor(
    "every row sent by the second process",
    async () => (await sentRows(batchId)) === references.length,
    120,
  );

  for (const reference of references) expect(await world.payoutsWithReference(reference)).toBe(1);
  const rows = await world.fx.handle.db
    .select()
    .from(bulkPayoutRows)
    .where(eq(bulkPayoutRows.batchId, batchId));
  expect(new Set(rows.map((row) => row.offrampId)).size).toBe(references.length);
  const sends = await world.fx.handle.db
    .select()
    .from(moneyOutSends)
    .where(eq(moneyOutSends.accountId, world.accountId));
  expect(sends.filter((send) => references.includes(send.externalRef ?? "")).length).toBe(references.length);
}, 300_000);
