// Shared pieces of the approvals' integration tests: a real console database and a real sandbox over HTTP;
// requests are held through the console's own route and money is forwarded through the BFF, as a browser
// does, and what reached the service is read back from the service.
import type { Quote } from "@/lib/payments-api/offramp";
import { aggregator } from "@/sandbox/domain/offramp/test-fixtures";
import { paymentBody } from "@/sandbox/domain/payments/test-factories";
import { startTestSandbox, type TestSandbox } from "@/sandbox/testing/harness";
import { resolveAccountAccess } from "@/server/access/account-access";
import { type ConsoleFixture, createConsoleFixture } from "@/server/accounts/testing/console-fixture";
import type { Role } from "@/server/auth/policy";
import { createForwarder } from "@/server/bff/forwarder";
import { CONSOLE_ORIGIN, callBff } from "@/server/bff/testing/bff-client";
import { createApprovalRoutes } from "../routes";
import { type ApprovalContext, approve, setThreshold } from "../service";
import { showApproval } from "../view";

export interface ApprovalsWorld {
  sandbox: TestSandbox;
  fx: ConsoleFixture;
  close(): Promise<void>;
  member(role: Role, accountIds: string[]): Promise<string>;
  /** `count` new people, members of nothing yet. */
  people(count: number): Promise<string[]>;
  contextFor(userId: string, accountId: string): Promise<ApprovalContext>;
  /** POST /accounts/{id}/approvals/requests as this member. */
  hold(
    userId: string,
    accountId: string,
    body: unknown,
    // biome-ignore lint/suspicious/noExplicitAny: tests read the answer's fields.
  ): Promise<{ status: number; headers: Headers; body: any }>;
  /** GET /accounts/{id}/approvals/requesters?ids=… as this member. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answer's fields.
  requesters(userId: string, accountId: string, ids: string[]): Promise<{ status: number; body: any }>;
  /** The BFF's forward of one call as this member. */
  forward(
    userId: string,
    method: "GET" | "POST" | "PATCH" | "DELETE",
    accountId: string,
    path: string,
    body?: unknown,
  ): ReturnType<typeof callBff>;
  /** A quote taken through the console, as the payout form takes it. */
  consoleQuote(userId: string, accountId: string, amountUsdt: number | string): Promise<Quote>;
  /** The fingerprint of what the request's page shows this member, as an approval sends it back. */
  shownTo(context: ApprovalContext, approvalId: string): Promise<string | undefined>;
  /** Approves as this member, sending back what the request's page shows them, as the approval form does. */
  approveSeen(context: ApprovalContext, approvalId: string, fxLockId?: string): ReturnType<typeof approve>;
  setThreshold(ownerId: string, accountId: string, value: string | null): Promise<void>;
  /** An AGGREGATOR merchant with a funded float (USDT 50,000,000 unless told), added to the console. */
  aggregatorAccount(
    name: string,
    float?: number,
  ): Promise<{ accountId: string; agg: Awaited<ReturnType<typeof aggregator>> }>;
  /** A merchant (no minimum settlement) added to the console. */
  merchantAccount(
    name: string,
    options?: { autoApproveBelowLkr?: number },
  ): Promise<{ accountId: string; apiKey: string; merchantId: string }>;
  /** A payment of this merchant, paid (optionally at a branch). */
  paidPayment(apiKey: string, amountLkr: number, branchId?: string): Promise<void>;
}

export async function approvalsWorld(database: string): Promise<ApprovalsWorld> {
  const [sandbox, fx] = await Promise.all([startTestSandbox(), createConsoleFixture(database)]);
  await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 300 });
  const deps = (userId: string) => ({
    sessionUserId: async () => userId,
    accounts: () => fx.accounts,
    db: () => fx.handle.db,
    publicUrl: () => CONSOLE_ORIGIN,
    log: () => {},
  });

  const world: ApprovalsWorld = {
    sandbox,
    fx,
    async close() {
      await fx.close();
      await sandbox.close();
    },
    async member(role, accountIds) {
      const user = await fx.createUser();
      for (const accountId of accountIds) await fx.addMember(user.id, accountId, role);
      return user.id;
    },
    async people(count) {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) ids.push((await fx.createUser()).id);
      return ids;
    },
    async contextFor(userId, accountId) {
      const outcome = await resolveAccountAccess(userId, accountId, fx.accounts);
      if (outcome.kind !== "member") throw new Error("not a member");
      const { access } = outcome;
      return {
        db: fx.handle.db,
        accountId,
        actor: { userId, can: access.can, role: access.membership.role },
        api: access.upstream().api,
        requestId: `req_${Math.random().toString(36).slice(2, 10)}`,
      };
    },
    async hold(userId, accountId, body) {
      const request = new Request(`${CONSOLE_ORIGIN}/accounts/${accountId}/approvals/requests`, {
        method: "POST",
        headers: { origin: CONSOLE_ORIGIN, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const response = await createApprovalRoutes(deps(userId)).request(request, {
        params: Promise.resolve({ accountId }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    async requesters(userId, accountId, ids) {
      const url = `${CONSOLE_ORIGIN}/accounts/${accountId}/approvals/requesters?ids=${ids.join(",")}`;
      const response = await createApprovalRoutes(deps(userId)).requesters(new Request(url), {
        params: Promise.resolve({ accountId }),
      });
      return { status: response.status, body: await response.json() };
    },
    forward(userId, method, accountId, path, body) {
      return callBff(
        createForwarder(deps(userId)),
        method,
        accountId,
        path,
        body === undefined ? {} : { body },
      );
    },
    async consoleQuote(userId, accountId, amountUsdt) {
      const answer = await world.forward(
        userId,
        "GET",
        accountId,
        `/v1/aggregator/quote?amount_usdt=${amountUsdt}`,
      );
      if (answer.status !== 200) throw new Error(`quote: ${answer.status} ${answer.text}`);
      return answer.body as Quote;
    },
    async shownTo(context, approvalId) {
      const view = await showApproval(context, approvalId);
      return view?.parties?.state === "read" ? view.parties.shown : undefined;
    },
    async approveSeen(context, approvalId, fxLockId) {
      // A failure to show the page is not the decision's refusal a test may expect: it says so apart.
      const shown = await world.shownTo(context, approvalId).catch((error: unknown) => {
        throw new Error(`the approval's page could not be shown: ${String(error)}`);
      });
      return approve(context, approvalId, { ...(fxLockId === undefined ? {} : { fxLockId }), shown });
    },
    async setThreshold(ownerId, accountId, value) {
      await setThreshold(await world.contextFor(ownerId, accountId), value);
    },
    async aggregatorAccount(name, float = 50_000_000) {
      const agg = await aggregator(sandbox, float, name);
      const { id } = await fx.accounts.addAccount({
        name,
        baseUrl: sandbox.url,
        apiKey: agg.merchant.apiKey,
      });
      return { accountId: id, agg };
    },
    async merchantAccount(name, options = {}) {
      const merchant = await sandbox.createMerchant({ name, minWithdrawalLkr: 1, ...options });
      const { id } = await fx.accounts.addAccount({ name, baseUrl: sandbox.url, apiKey: merchant.apiKey });
      return { accountId: id, apiKey: merchant.apiKey, merchantId: merchant.merchantId };
    },
    async paidPayment(apiKey, amountLkr, branchId) {
      const body = paymentBody({ amount: amountLkr, currency: "LKR", ...(branchId ? { branchId } : {}) });
      const created = await sandbox.client(apiKey).request("POST", "/v1/payment", body);
      if (created.status !== 201) throw new Error(`payment: ${created.status} ${created.text}`);
      const paid = await sandbox.control("POST", `/sandbox/payments/${created.body.id}/simulate`, {
        outcome: "PAID",
      });
      if (paid.status >= 300) throw new Error(`simulate: ${paid.status} ${paid.text}`);
    },
  };
  return world;
}
