// The world of the payout batch tests: the report dataset's aggregator on a real sandbox, a console
// database, a finance member who starts batches and a second one who may approve them, and the run's
// client made from the account's stored key.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { BatchDetail, RowState } from "@/lib/bulk-payouts/batch";
import type { AccessLookup } from "@/server/access/account-access";
import type { Role } from "@/server/auth/policy";
import { merchantAccounts, users } from "@/server/db/schema";
import { type ReportRoutesWorld, reportRoutesWorld } from "@/server/reports/testing/report-routes";
import { upstreamClientFor } from "@/server/upstream/client";
import { type BatchRouteDeps, batchActionHandler, startBatchHandler } from "../routes";
import { runSlice, type SliceOptions } from "../run";

export const FILE_HEADER = "reference,external_user_id,bank_code,account_number,account_name,amount_usdt";

export interface BatchWorld extends ReportRoutesWorld {
  accountId: string;
  /** The finance member who starts batches, or the second finance member. */
  deps(who?: "starter" | "second", role?: Role): BatchRouteDeps;
  client: NonNullable<SliceOptions["client"]>;
  start(
    file: string,
    fileName?: string,
  ): Promise<{ status: number; body: BatchDetail & { message?: string } }>;
  /** Posts an action (cancel, approve, reject, …) on a batch through its route, as `who`. */
  act(
    batchId: string,
    action: string,
    who: "starter" | "second",
    body?: unknown,
  ): Promise<{ status: number; body: BatchDetail & { message?: string } }>;
  /** Works slices of the batch until its rows are where `done` says, at most `rounds` slices. */
  runUntil(batchId: string, done: (states: RowState[]) => boolean, rounds?: number): Promise<RowState[]>;
  /** The address the run's payouts send their webhooks to from now on. */
  sendWebhooksTo(url: string): void;
  /** How many payouts at the service carry this reference. */
  payoutsWithReference(reference: string): Promise<number>;
  /**
   * Runs `body` with the account's approval threshold at `lkr`, and clears it afterwards whatever happens,
   * so a failing test does not leave the next one's batches waiting for a second person.
   */
  withThreshold<T>(lkr: string, body: () => Promise<T>): Promise<T>;
}

export async function batchWorld(database: string): Promise<BatchWorld> {
  const world = await reportRoutesWorld(database);
  const accountId = world.member.accountId;
  const secondId = randomUUID();
  const second = { id: secondId, email: `second-${secondId.slice(0, 8)}@example.lk`, name: "Second Member" };
  await world.fx.handle.db.insert(users).values({ ...second, passwordHash: "scrypt$unused" });
  // A batch runs for a member who may make payouts: both are finance members of the account.
  await world.fx.addMember(world.member.user.id, accountId, "finance");
  await world.fx.addMember(second.id, accountId, "finance");

  const lookupAs = (role: Role): AccessLookup => {
    const base = world.member.lookup(role);
    return {
      loadMemberAccess: async (userId, id) => {
        if (userId !== second.id) return null;
        const found = await base.loadMemberAccess(world.member.user.id, id);
        return found ? { ...found, user: second } : null;
      },
    };
  };
  const deps = (who: "starter" | "second" = "starter", role: Role = "finance"): BatchRouteDeps => {
    const own = world.member.routeDeps(role);
    return {
      ...own,
      wake: async () => {},
      ...(who === "second" ? { sessionUserId: async () => second.id, accounts: () => lookupAs(role) } : {}),
    };
  };
  let webhookUrl: string | undefined;
  const client: NonNullable<SliceOptions["client"]> = async (_accountId, onResponse) =>
    upstreamClientFor(
      { ...world.member.credentials, timeoutMs: 15_000, maxRetries: 1, maxRetryWaitMs: 20_000 },
      { defaultWebhookUrl: webhookUrl, onResponse },
    );
  const db = world.fx.handle.db;
  const service = world.sandbox.client(world.data.agg.merchant.apiKey);

  return {
    ...world,
    accountId,
    deps,
    client,
    async start(file, fileName = "payouts.csv") {
      const request = new Request(`http://127.0.0.1/api/accounts/${accountId}/bulk-payouts`, {
        method: "POST",
        headers: { origin: "http://127.0.0.1", "content-type": "application/json" },
        body: JSON.stringify({ file, fileName }),
      });
      const response = await startBatchHandler(deps())(request, { params: Promise.resolve({ accountId }) });
      return { status: response.status, body: await response.json() };
    },
    async act(batchId, action, who, body) {
      const request = new Request(
        `http://127.0.0.1/api/accounts/${accountId}/bulk-payouts/${batchId}/${action}`,
        {
          method: "POST",
          headers: { origin: "http://127.0.0.1", "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
      );
      const response = await batchActionHandler(deps(who))(request, {
        params: Promise.resolve({ accountId, batchId, action }),
      });
      return { status: response.status, body: await response.json() };
    },
    async runUntil(batchId, done, rounds = 30) {
      let states: RowState[] = [];
      for (let round = 0; round < rounds; round += 1) {
        await runSlice(db, batchId, { owner: "test", client, fallbackIntervalMs: 0, sliceMs: 30_000 });
        const rows = await db.query.bulkPayoutRows.findMany({
          where: (row, { eq }) => eq(row.batchId, batchId),
          orderBy: (row, { asc }) => asc(row.fileRow),
        });
        states = rows.map((row) => row.state);
        if (done(states)) return states;
      }
      expect.fail(`the batch's rows stayed ${states.join(", ")}`);
    },
    sendWebhooksTo(url) {
      webhookUrl = url;
    },
    async payoutsWithReference(reference) {
      const report = await service.request("GET", "/v1/aggregator/report/offramp?limit=100&page=1");
      expect(report.status, report.text).toBe(200);
      const pages = report.body.pagination.totalPages as number;
      let found = 0;
      for (let page = 1; page <= pages; page += 1) {
        const answer =
          page === 1
            ? report
            : await service.request("GET", `/v1/aggregator/report/offramp?limit=100&page=${page}`);
        found += (answer.body.offramps as { externalRef: string }[]).filter(
          (item) => item.externalRef === reference,
        ).length;
      }
      return found;
    },
    async withThreshold(lkr, body) {
      const setThreshold = (value: string | null) =>
        db
          .update(merchantAccounts)
          .set({ approvalAboveLkr: value })
          .where(eq(merchantAccounts.id, accountId));
      await setThreshold(lkr);
      try {
        return await body();
      } finally {
        await setThreshold(null);
      }
    },
  };
}
