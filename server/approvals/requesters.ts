import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ApprovalKind } from "@/lib/approvals";
import type { ConsoleExecutor } from "@/server/db/client";
import { moneyOutApprovals, moneyOutSends, users } from "@/server/db/schema";

// The console calls the service with the account's key, so the service records every payout or settlement
// sent through the console as made "by API". The console knows who asked (money_out_sends.sent_by, or the
// requester of the approval that sent it), and names that person instead.

const sender = alias(users, "sender");
const asker = alias(users, "asker");

/** The person who asked for each of these results (withdrawal or payout ids) sent through the console. */
export async function requestersOf(
  db: ConsoleExecutor,
  accountId: string,
  kind: ApprovalKind,
  resultIds: readonly string[],
): Promise<Record<string, string>> {
  if (resultIds.length === 0) return {};
  const rows = await db
    .select({
      resultId: moneyOutSends.resultId,
      name: sql<string | null>`coalesce(${asker.name}, ${asker.email}, ${sender.name}, ${sender.email})`,
    })
    .from(moneyOutSends)
    .leftJoin(moneyOutApprovals, eq(moneyOutApprovals.id, moneyOutSends.approvalId))
    .leftJoin(asker, eq(asker.id, moneyOutApprovals.requestedBy))
    .leftJoin(sender, eq(sender.id, moneyOutSends.sentBy))
    .where(
      and(
        eq(moneyOutSends.accountId, accountId),
        eq(moneyOutSends.kind, kind),
        inArray(moneyOutSends.resultId, [...resultIds]),
      ),
    );
  const named: Record<string, string> = {};
  for (const row of rows) if (row.resultId && row.name) named[row.resultId] = row.name;
  return named;
}
