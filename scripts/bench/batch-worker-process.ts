// A console instance reduced to its payout batch work, as its background runs it (server/background/
// runner.ts) with the console's own settings: the job runner on DATABASE_URL, the batch worker with its
// default lease, slice, pace and client (the account's key from the vault, CONSOLE_MASTER_KEY), and the
// background round's wake-up of batches nobody holds every 10 s; with WEBHOOK_PORT, the webhook receiver on
// that loopback port too (`webhook-receiver.ts`), where the service reports the payouts' outcomes. The
// bulk-payouts benchmark samples this process's memory. It prints "ready" once it works, and stops cleanly
// on SIGTERM.

import { stopJobs } from "../../server/background/jobs";
import { startBatchWorker, wakeIdleBatches } from "../../server/bulk-payouts/worker";
import { closeDb, getDb } from "../../server/db/client";
import { logger } from "../../server/log";
import { startWebhookReceiver } from "./webhook-receiver";

/** The background round's period (ROUND_EVERY_MS in server/background/runner.ts). */
const ROUND_EVERY_MS = 10_000;

const webhookPort = Number(process.env.WEBHOOK_PORT);
const receiver = webhookPort > 0 ? await startWebhookReceiver(getDb, webhookPort) : null;
const stopWorker = await startBatchWorker(getDb);
const wake = () =>
  void wakeIdleBatches(getDb()).catch((error: unknown) =>
    logger().warn("payout batches not woken", { scope: "background", error: String(error) }),
  );
const timer = setInterval(wake, ROUND_EVERY_MS);
wake();
process.stdout.write("ready\n");

process.once("SIGTERM", () => {
  clearInterval(timer);
  void (async () => {
    receiver?.close();
    await stopWorker().catch(() => {});
    await stopJobs();
    await closeDb();
    process.exit(0);
  })();
});
