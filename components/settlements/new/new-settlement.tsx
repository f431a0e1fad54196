"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  approvalKeys,
  approvalSummaryOptions,
  holdForApproval,
} from "@/components/approvals/approval-requests";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { toast } from "@/components/ui/toast";
import { bffApi } from "@/data/api";
import { queryKeys } from "@/data/query-keys";
import { approvalHref } from "@/lib/approvals";
import { colomboDate } from "@/lib/dates";
import type { CreateWithdrawalBody, Withdrawal } from "@/lib/payments-api/withdrawals";
import { settlementHref, settlementsHref } from "../hrefs";
import { settlementPoolOptions, settlementTodayOptions } from "../queries";
import { NewSettlementForm } from "./new-settlement-form";
import { useBranchPool } from "./use-branch-pool";

function outcomeToast(withdrawal: Withdrawal) {
  if (withdrawal.status === "APPROVED") {
    toast.success("Settlement approved", { description: "The transfer to the bank has started." });
  } else if (withdrawal.status === "PENDING") {
    toast.success("Settlement requested", { description: "It waits for the platform's review." });
  } else {
    toast.success("Settlement requested");
  }
}

/** The request form with its data: active branches, the pool to claim, and the request itself. */
export function NewSettlement({ accountId }: { accountId: string }) {
  const router = useRouter();
  const client = useQueryClient();
  const branches = useBranchChoices(accountId);
  const pool = useQuery(settlementPoolOptions(accountId));
  const [chosenBranch, setChosenBranch] = useState<string | null>(null);
  const branchPool = useBranchPool(accountId, chosenBranch);
  const create = useMutation({
    mutationFn: async (
      body: CreateWithdrawalBody,
    ): Promise<Withdrawal | { approvalId: string; reason: string }> => {
      // With an approval threshold set, the console reads the pool, counts the last 24 hours and holds the
      // request above the threshold. Only the branch's id goes: its name is read from the service.
      const { thresholdLkr } = await client.fetchQuery(approvalSummaryOptions(accountId));
      if (thresholdLkr !== null) {
        const answer = await holdForApproval(accountId, {
          kind: "settlement",
          ...(body.branchId ? { branchId: body.branchId } : {}),
        });
        if (answer.held) return { approvalId: answer.approvalId, reason: answer.reason };
      }
      return bffApi(accountId).createWithdrawal({ body });
    },
    onSuccess: (withdrawal) => {
      if ("approvalId" in withdrawal) {
        toast.info("Waiting for a second person's approval", {
          description: `${withdrawal.reason} Nothing was sent yet: another member has to approve this settlement request.`,
        });
        void client.invalidateQueries({ queryKey: approvalKeys.all(accountId) });
        router.push(approvalHref(accountId, withdrawal.approvalId));
        // The sidebar counts the requests waiting.
        router.refresh();
        return;
      }
      outcomeToast(withdrawal);
      void client.invalidateQueries({ queryKey: queryKeys.resource(accountId, "withdrawals") });
      router.push(settlementHref(accountId, withdrawal.id));
    },
  });
  const summary = pool.data?.summary;
  const approvals = useQuery(approvalSummaryOptions(accountId));
  const today = useQuery(settlementTodayOptions(accountId, colomboDate(new Date())));
  const todayRequest =
    today.data?.withdrawalRequests.find(
      (request) => request.status === "PENDING" || request.status === "APPROVED",
    ) ?? null;
  return (
    <NewSettlementForm
      branches={branches.active.map(({ id, name }) => ({ id, name }))}
      branchesLoading={branches.isLoading}
      pool={summary ? { lkr: summary.lkrToBeClaimed, usdt: summary.usdtToBeClaimed } : undefined}
      onSubmit={(body) => create.mutateAsync(body)}
      thresholdLkr={approvals.data?.thresholdLkr}
      todayRequest={
        todayRequest
          ? {
              status: todayRequest.status === "PENDING" ? "PENDING" : "APPROVED",
              totalNetAmountLkr: todayRequest.totalNetAmountLkr,
            }
          : null
      }
      branchPool={branchPool}
      onBranchChoice={setChosenBranch}
      onCancel={() => router.push(settlementsHref(accountId))}
    />
  );
}
