// A console instance reduced to its payout batch work, for the restart test: the job runner on the test's
// database, this process's worker, and the background round's wake-up every second. It prints "ready" once
// it works; the test kills it without warning and starts another.
import { randomUUID } from "node:crypto";
import { startRunner } from "@/server/background/jobs";
import { createConsoleDb } from "@/server/db/client";
import { upstreamClientFor } from "@/server/upstream/client";
import { startBatchWorker, wakeIdleBatches } from "../worker";

const {
  DATABASE_URL = "",
  UPSTREAM_URL = "",
  KEY_ID = "",
  SIGNING_KEY = "",
  LEASE_MS = "3000",
} = process.env;
const handle = createConsoleDb(DATABASE_URL, { max: 4 });
const boss = await startRunner(DATABASE_URL, { supervise: false });
const client = async () =>
  upstreamClientFor({
    baseUrl: UPSTREAM_URL,
    keyId: KEY_ID,
    signingKey: SIGNING_KEY,
    timeoutMs: 15_000,
    maxRetries: 2,
  });
await startBatchWorker(() => handle.db, {
  boss,
  client,
  owner: `worker-${randomUUID().slice(0, 8)}`,
  leaseMs: Number(LEASE_MS),
  pollingIntervalSeconds: 0.5,
});
const wake = () => void wakeIdleBatches(handle.db, boss).catch(() => {});
setInterval(wake, 1_000);
wake();
process.stdout.write("ready\n");
