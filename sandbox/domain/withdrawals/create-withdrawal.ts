import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { colomboDate } from "@/lib/dates";
import { isUniqueViolation } from "../../db/errors";
import { payments, withdrawalPayments, withdrawals } from "../../db/schema";
import { badRequest, forbidden } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { randomReferences } from "../../ids";
import { fitsColumn } from "../amount-limits";
import { requireUsableBranch } from "../branches/lookup";
import { poolPaymentColumns, settlementLines, settlementTotals, unsettledPool } from "./pool";
import { withdrawalToWire } from "./wire";
import {
  autoApprovedFields,
  pendingWithdrawalRow,
  settlementLineRows,
  totalsColumns,
} from "./withdrawal-row";

const LINE_INSERT_CHUNK = 2000;

/** Each total must fit the column that stores it (docs/service-rules.md §12). */
function withinColumns(totals: ReturnType<typeof settlementTotals>): boolean {
  const usdt = [totals.grossUsdt, totals.netUsdt, totals.feesUsdt].every((t) => fitsColumn("USDT", t));
  return usdt && [totals.grossLkr, totals.netLkr, totals.feesLkr].every((t) => fitsColumn("LKR", t));
}

// POST /v1/withdrawal – settles the unsettled PAID payments (of one branch, or all) to the bank account
export const createWithdrawal: HandlerFor<"createWithdrawal"> = async ({
  services,
  merchant,
  apiKey,
  body,
}) => {
  if (!merchant.isApproved) throw forbidden("Merchant account is not approved for withdrawals");
  const branch = await requireUsableBranch(services.db, merchant.id, body.branchId);

  const now = services.clock.now();
  const rate = services.rates.current();
  const id = randomUUID();

  const created = await services.db.transaction(async (tx) => {
    // The row goes in first, as PENDING: the partial unique index then makes concurrent requests of
    // the same merchant and day wait for this one and fail once it commits (rule 1).
    try {
      await tx.insert(withdrawals).values(
        pendingWithdrawalRow(
          {
            id,
            merchantId: merchant.id,
            branchId: branch?.id ?? null,
            settlementDate: colomboDate(now),
            apiKeyId: apiKey.id,
            requestedAt: now,
          },
          randomReferences,
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error, "withdrawals_one_active_per_day")) {
        throw badRequest("A withdrawal request already exists for today");
      }
      throw error;
    }

    // One conditional update claims (and row-locks) the whole pool: a payment another request holds
    // no longer matches `withdrawal_id is null`, so no payment is ever in two active requests.
    const claimed = await tx
      .update(payments)
      .set({ withdrawalId: id })
      .where(unsettledPool(merchant.id, branch?.id))
      .returning(poolPaymentColumns);
    if (claimed.length === 0) throw badRequest("No unsettled payments available for withdrawal");

    const lines = settlementLines(claimed, rate);
    const totals = settlementTotals(lines);
    if (totals.netLkr.lt(merchant.minWithdrawalLkr)) {
      throw badRequest("Total net amount is below the minimum withdrawal threshold");
    }
    if (!withinColumns(totals)) {
      throw badRequest(
        "The unsettled payments add up to more than one withdrawal can hold; request one branch at a time",
      );
    }
    const approved = totals.netLkr.lt(merchant.autoApproveBelowLkr);

    const lineRows = settlementLineRows(id, lines);
    for (let start = 0; start < lineRows.length; start += LINE_INSERT_CHUNK) {
      await tx.insert(withdrawalPayments).values(lineRows.slice(start, start + LINE_INSERT_CHUNK));
    }
    const [row] = await tx
      .update(withdrawals)
      .set({ ...(approved ? autoApprovedFields() : {}), ...totalsColumns(totals) })
      .where(eq(withdrawals.id, id))
      .returning();
    if (!row) throw new Error("Withdrawal update returned no row");
    return row;
  });
  return { status: 201, body: withdrawalToWire(created, merchant.name) };
};
