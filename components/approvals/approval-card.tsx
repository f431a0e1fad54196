"use client";

import { DateCell } from "@/components/date-cell";
import { type DetailItem, DetailList } from "@/components/detail/detail-list";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { formatRate, formatUsdtExact } from "@/components/offramp/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import Link from "@/components/ui/link";
import { type ApprovalView, approvalTitle } from "@/lib/approvals";
import { formatAmount } from "@/lib/format";
import type { ApprovalActions, ApprovalPartProps } from "./approval-actions";
import { Decision, RetrySend, Withdraw } from "./approval-decision";
import { ApprovalStatusBadge } from "./approval-status-badge";

export type { ApprovalActions } from "./approval-actions";

export interface ApprovalCardProps {
  accountId: string;
  approval: ApprovalView;
  actions: ApprovalActions;
}

const lkr = (value: string) => formatAmount(value, "LKR");

/** Who took a step on the request (a member since removed is still counted) and when. */
function NamedWhen({ name, at }: { name: string | null; at: string }) {
  return (
    <span className="grid">
      <span>{name ?? "A former member"}</span>
      <DateCell value={at} layout="stacked" className="text-xs" />
    </span>
  );
}

function facts(approval: ApprovalView): DetailItem[] {
  const items: DetailItem[] = [
    {
      label: "Amount",
      value: (
        <span className="grid">
          <span className="font-semibold tabular-nums">{lkr(approval.amountLkr)}</span>
          {approval.amountUsdt ? (
            <span className="text-xs text-muted-foreground tabular-nums">
              for {formatUsdtExact(approval.amountUsdt)}
            </span>
          ) : (
            <span className="text-xs text-muted-foreground">
              {approval.settlesBranch
                ? "the whole merchant's unsettled pool when it was requested; the service settles only this branch's share of it, which it does not tell before it settles"
                : "the unsettled pool when it was requested"}
            </span>
          )}
        </span>
      ),
    },
    {
      label: "Requested by",
      value: <NamedWhen name={approval.requesterName} at={approval.requestedAt} />,
    },
  ];
  if (approval.kind === "payout") {
    items.push({ label: "Pays", value: <PayoutParty approval={approval} /> });
    if (approval.requestedRate) {
      items.push({
        label: "Rate the requester saw",
        value: `1 USDT = ${formatRate(approval.requestedRate)}`,
      });
    }
    if (approval.externalRef) {
      items.push({
        label: "Reference",
        value: <code className="font-mono text-xs break-all">{approval.externalRef}</code>,
      });
    }
  } else {
    items.push({ label: "Settles", value: <SettlementParty approval={approval} /> });
  }
  items.push({ label: "Needs approval above", value: lkr(approval.thresholdLkr) });
  if (approval.heldReason) items.push({ label: "Why it waits", value: approval.heldReason, wide: true });
  if (approval.decidedAt) {
    items.push({
      label: approval.status === "rejected" ? "Rejected by" : "Approved by",
      value: <NamedWhen name={approval.deciderName} at={approval.decidedAt} />,
    });
  }
  if (approval.withdrawnAt) {
    items.push({
      label: "Withdrawn by",
      value: <NamedWhen name={approval.withdrawnByName} at={approval.withdrawnAt} />,
    });
    if (approval.withdrawnReason) items.push({ label: "Why", value: approval.withdrawnReason, wide: true });
  }
  if (approval.rateComparison) items.push({ label: "Rate at approval", value: approval.rateComparison });
  if (approval.rejectReason) items.push({ label: "Reason", value: approval.rejectReason, wide: true });
  if (approval.resultId) {
    items.push({
      label: approval.kind === "payout" ? "Payout" : "Settlement",
      value: approval.resultHref ? (
        <Link href={approval.resultHref} className="font-mono text-xs break-all underline underline-offset-4">
          {approval.resultId}
        </Link>
      ) : (
        <code className="font-mono text-xs break-all">{approval.resultId}</code>
      ),
    });
  }
  return items;
}

/** Read from the payments service for this page, or why it could not be. */
function readParties(approval: ApprovalView) {
  return approval.parties?.state === "read" ? approval.parties.parties : null;
}

const notRead = <span className="text-muted-foreground">Not read from the payments service</span>;

function PayoutParty({ approval }: { approval: ApprovalView }) {
  const parties = readParties(approval);
  if (parties?.kind !== "payout") return notRead;
  return (
    <span className="grid">
      <span>{parties.accountName}</span>
      <span className="text-xs text-muted-foreground">
        {parties.bankName} <span className="font-mono">{parties.accountNumberMasked}</span>
      </span>
      {parties.externalUserId ? (
        <span className="text-xs text-muted-foreground">
          End-user <span className="font-mono">{parties.externalUserId}</span>
        </span>
      ) : null}
    </span>
  );
}

function SettlementParty({ approval }: { approval: ApprovalView }) {
  const parties = readParties(approval);
  if (parties?.kind !== "settlement") return approval.settlesBranch ? notRead : "The whole merchant";
  if (!parties.branch) return "The whole merchant";
  return (
    <span className="grid">
      <span>{parties.branch.name}</span>
      <span className="font-mono text-xs text-muted-foreground">{parties.branch.code}</span>
    </span>
  );
}

/** Why the parties are not shown: they do not belong together (any more), or the service did not answer. */
function PartiesProblem({ approval }: { approval: ApprovalView }) {
  const reading = approval.parties;
  if (!reading || reading.state === "read") return null;
  return (
    <FormFailureAlert
      title={
        reading.state === "refused"
          ? "This request cannot be approved"
          : "What this request pays could not be read from the payments service"
      }
      failure={{
        message:
          reading.state === "refused"
            ? reading.message
            : `${reading.message} Reload the page to read it again; it cannot be approved until then.`,
        requestId: reading.state === "unavailable" ? reading.requestId : null,
      }}
    />
  );
}

/**
 * One held payout or settlement: what, how much, who asked and when, and, while it waits, the decision for
 * a member who may take it: a payout is approved on a fresh quote whose difference from the requester's
 * rate is shown, a settlement as it is; rejecting needs a reason. Each decision is confirmed first. Who or
 * what it pays is what the payments service said for this page, never what the requester's browser said.
 */
export function ApprovalCard({ accountId, approval, actions }: ApprovalCardProps) {
  const target = { accountId, approvalId: approval.id };
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-lg">{approvalTitle(approval)}</CardTitle>
          <ApprovalStatusBadge status={approval.status} />
        </div>
        <CardDescription>
          {approval.kind === "payout" ? "A payout" : "A settlement request"} of {lkr(approval.amountLkr)}. One
          person may send up to {lkr(approval.thresholdLkr)} in 24 hours; above that, a second person
          approves.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DetailList items={facts(approval)} />
        {approval.status === "pending" ? <PartiesProblem approval={approval} /> : null}
        {approval.status === "pending" && approval.floatShortfall ? (
          <FormFailureAlert
            title="The float does not cover this payout"
            failure={{
              message: `${approval.floatShortfall} Top up the float (Float ledger) before approving; approving checks it again.`,
              requestId: null,
            }}
          />
        ) : null}
        <Outcome approval={approval} target={target} actions={actions} />
        {approval.status === "pending" ? (
          <Decision approval={approval} target={target} actions={actions} />
        ) : null}
        {approval.canWithdraw ? <Withdraw approval={approval} target={target} actions={actions} /> : null}
      </CardContent>
    </Card>
  );
}

function Outcome({ approval, target, actions }: ApprovalPartProps) {
  if (approval.status === "refused") {
    return (
      <FormFailureAlert
        title={
          approval.kind === "payout"
            ? "Approved, but the payments service refused the payout"
            : "Approved, but the payments service refused the settlement"
        }
        failure={{
          message: approval.resultMessage ?? "No reason was given.",
          requestId: approval.resultRequestId,
        }}
      />
    );
  }
  if (approval.status === "sending" && approval.resultMessage) {
    return <RetrySend approval={approval} target={target} actions={actions} />;
  }
  return null;
}
