import "server-only";
import {
  type BatchAction,
  batchActions,
  RESULT_COLUMNS,
  rejectBatchBodySchema,
  startBatchBodySchema,
} from "@/lib/bulk-payouts/batch";
import { csvLine } from "@/lib/csv";
import { decimal } from "@/lib/money";
import type { AccountAccess } from "@/server/access/account-access";
import { decideMoneyOut } from "@/server/approvals/sent-money";
import { readThreshold } from "@/server/approvals/service";
import { BffError } from "@/server/bff/errors";
import { readBody } from "@/server/bff/read-body";
import { baseHeaders, jsonResponse } from "@/server/bff/respond";
import { withAccount } from "@/server/bff/with-account";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import {
  actOnBatch,
  type BatchActor,
  BatchError,
  batchRows,
  createBatch,
  getBatch,
  listBatches,
} from "./batches";
import { type CheckRouteDeps, checkedFile, fileBody, requirePayer } from "./check-route";
import { wakeBatch } from "./worker";

// The routes of payout batches: start one from a checked file, read them, act on one, and download its
// results. Every state-changing call is in the audit trail (withAccount), with the batch's id.

export interface BatchRouteDeps extends CheckRouteDeps {
  /** Asks the job runner for a slice of the batch (tests run slices themselves). */
  wake?: (batchId: string) => Promise<void>;
}

const actorOf = (access: AccountAccess): BatchActor => ({
  userId: access.user.id,
  mayPay: access.can("offramp:write") && access.branchId === null,
});

const dbOf = (deps: BatchRouteDeps): ConsoleExecutor => deps.db?.() ?? getDb();

function batchFailure(error: unknown): never {
  if (error instanceof BatchError) {
    const code =
      error.code === "not_found"
        ? "not_found"
        : error.code === "forbidden" || error.code === "own_batch"
          ? "forbidden"
          : "validation_failed";
    throw new BffError(code, error.message);
  }
  throw error;
}

async function wake(deps: BatchRouteDeps, batchId: string) {
  // The background round wakes a batch nobody holds, so a runner that cannot be reached now only delays it.
  await (deps.wake ?? ((id: string) => wakeBatch(id)))(batchId).catch((error: unknown) =>
    logger().warn("batch not woken at once", { scope: "bulk-payouts", batchId, error: String(error) }),
  );
}

/**
 * POST /api/accounts/:accountId/bulk-payouts – starts paying a file's valid rows. The file is checked again
 * here, as the preview did; a file the float cannot cover is refused. A batch whose total, with what the
 * account sent in the last 24 hours, is above the approval threshold waits for a second person.
 */
export function startBatchHandler(deps: BatchRouteDeps = {}) {
  return withAccount<{ accountId: string }>(
    async (context) => {
      const { access, requestId, trace } = context;
      requirePayer(access);
      const body = await fileBody(context.request, startBatchBodySchema);
      const checked = await checkedFile(context, deps, body.file);
      if (!checked.ok) return checked.response;
      const { rows, totals } = checked.check;
      if (totals.blocker !== null || totals.rateUsdtLkr === null || totals.indicativeLkr === null)
        throw new BffError("validation_failed", totals.blocker ?? "The current rate could not be read.");
      const db = dbOf(deps);
      // Read now, not from the access the request came with: a threshold set a moment ago holds.
      const threshold = await readThreshold(db, access.account.id);
      const decision = await decideMoneyOut(
        db,
        access.account.id,
        { kind: "payout", amountLkr: totals.indicativeLkr, beneficiary: "batch" },
        threshold,
      );
      const batch = await createBatch(db, {
        accountId: access.account.id,
        fileName: body.fileName || "payout-file.csv",
        plans: rows.flatMap((row) => (row.ok ? [{ ...row.plan, row: row.row }] : [])),
        rateUsdtLkr: totals.rateUsdtLkr,
        thresholdLkr: threshold,
        heldReason: decision.held ? decision.reason : null,
        createdBy: access.user.id,
        requestId,
      }).catch(batchFailure);
      trace.resourceId = batch.id;
      await wake(deps, batch.id);
      const detail = await getBatch(db, access.account.id, batch.id, actorOf(access));
      return jsonResponse(201, detail, baseHeaders(requestId));
    },
    { ...deps, permission: "offramp:write", auditAction: () => "bulk_payout.start" },
  );
}

/** GET /api/accounts/:accountId/bulk-payouts – the account's batches, newest first. */
export function listBatchesHandler(deps: BatchRouteDeps = {}) {
  return withAccount<{ accountId: string }>(
    async ({ access, requestId }) => {
      requirePayer(access);
      const batches = await listBatches(dbOf(deps), access.account.id, actorOf(access));
      return jsonResponse(200, { batches }, baseHeaders(requestId));
    },
    { ...deps, permission: "offramp:read" },
  );
}

/** GET /api/accounts/:accountId/bulk-payouts/:batchId – one batch with its rows. */
export function getBatchHandler(deps: BatchRouteDeps = {}) {
  return withAccount<{ accountId: string; batchId: string }>(
    async ({ access, requestId, params }) => {
      requirePayer(access);
      const detail = await getBatch(dbOf(deps), access.account.id, params.batchId, actorOf(access));
      if (!detail) throw new BffError("not_found", "This batch was not found in this merchant account.");
      return jsonResponse(200, detail, baseHeaders(requestId));
    },
    { ...deps, permission: "offramp:read" },
  );
}

const isAction = (value: string): value is BatchAction => (batchActions as readonly string[]).includes(value);

/** POST /api/accounts/:accountId/bulk-payouts/:batchId/:action – approve, reject, pause, resume or cancel. */
export function batchActionHandler(deps: BatchRouteDeps = {}) {
  return withAccount<{ accountId: string; batchId: string; action: string }, BatchAction>(
    async ({ access, requestId, params, pre: action, request, trace }) => {
      requirePayer(access);
      trace.resourceId = params.batchId;
      let reason: string | undefined;
      if (action === "reject") {
        const parsed = rejectBatchBodySchema.safeParse(await readJson(request));
        if (!parsed.success) throw new BffError("validation_failed", "Say why the batch is rejected.");
        reason = parsed.data.reason;
      }
      const db = dbOf(deps);
      const actor = actorOf(access);
      const changed = await actOnBatch(db, access.account.id, params.batchId, actor, action, reason).catch(
        batchFailure,
      );
      if (changed.status === "running" || changed.status === "preparing") await wake(deps, changed.id);
      const detail = await getBatch(db, access.account.id, changed.id, actor);
      return jsonResponse(200, detail, baseHeaders(requestId));
    },
    {
      ...deps,
      permission: "offramp:write",
      precheck: (_request, params) => {
        if (!isAction(params.action)) throw new BffError("not_found", "No such action on a batch.");
        return params.action;
      },
      auditAction: (action) => `bulk_payout.${action}`,
    },
  );
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await readBody(request, 16 * 1024));
  } catch (error) {
    if (error instanceof BffError) throw error;
    return null;
  }
}

/** GET /api/accounts/:accountId/bulk-payouts/:batchId/results.csv – each row with its payout and outcome. */
export function batchResultsHandler(deps: BatchRouteDeps = {}) {
  return withAccount<{ accountId: string; batchId: string }>(
    async ({ access, requestId, params }) => {
      requirePayer(access);
      const db = dbOf(deps);
      const detail = await getBatch(db, access.account.id, params.batchId, actorOf(access));
      if (!detail) throw new BffError("not_found", "This batch was not found in this merchant account.");
      let text = csvLine(RESULT_COLUMNS);
      for (const row of await batchRows(db, detail.batch.id)) {
        text += csvLine([
          row.fileRow,
          row.reference,
          row.externalUserId,
          row.bankCode,
          row.accountNumber,
          row.accountName,
          decimal(row.amountUsdt).toFixed(),
          row.state,
          row.offrampId,
          row.amountLkr === null ? null : decimal(row.amountLkr).toFixed(2),
          row.rateUsdtLkr === null ? null : decimal(row.rateUsdtLkr).toFixed(),
          row.failureReason,
        ]);
      }
      const stem =
        detail.batch.fileName
          .replace(/\.csv$/i, "")
          .replace(/[^\w.-]+/g, "-")
          .slice(0, 80) || "batch";
      const headers = baseHeaders(requestId);
      headers.set("content-type", "text/csv; charset=utf-8");
      headers.set("content-disposition", `attachment; filename="${stem}-results.csv"`);
      headers.set("cache-control", "no-store");
      return new Response(text, { status: 200, headers });
    },
    { ...deps, permission: "offramp:read" },
  );
}
