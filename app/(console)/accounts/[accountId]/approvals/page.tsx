import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { ApprovalsList } from "@/components/approvals/approvals-list";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import { formatAmount } from "@/lib/format";
import { requireAccountAccess } from "@/server/access/page-access";
import { listApprovals, readThreshold } from "@/server/approvals/service";
import { approvalView } from "@/server/approvals/view";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Approvals" };

// GET /accounts/:accountId/approvals – payouts and settlements waiting for a second person, and the decided ones.
export default async function ApprovalsPage({ params }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("withdrawals:read")) {
    return (
      <NoAccess
        title="Your role cannot see approvals"
        message="Approvals are for members who move money out: owners, admins and finance. Ask an owner or admin of this merchant account if you need access."
      />
    );
  }
  const db = getDb();
  const [records, thresholdLkr] = await Promise.all([
    listApprovals(db, access.account.id),
    readThreshold(db, access.account.id),
  ]);
  const actor = { userId: access.user.id, can: access.can };
  const approvals = records.map((record) => approvalView(record, access.account.id, actor));
  const waiting = approvals.filter((approval) => approval.status === "pending").length;
  return (
    <div className="grid gap-4">
      <PageHeader
        title="Approvals"
        description={
          thresholdLkr === null
            ? "Approvals are off: no payout or settlement waits for a second person."
            : `Payouts and settlements that take this account above ${formatAmount(thresholdLkr, "LKR")} in 24 hours wait here until another member approves or rejects them. ${
                waiting === 0
                  ? "Nothing is waiting."
                  : waiting === 1
                    ? "1 request is waiting."
                    : `${waiting} requests are waiting.`
              }`
        }
      />
      <ApprovalsList
        accountId={access.account.id}
        approvals={approvals}
        thresholdLkr={thresholdLkr}
        settingsHref={
          access.can("accounts:manage") ? `/settings/accounts/${access.account.id}#approvals` : null
        }
      />
    </div>
  );
}
