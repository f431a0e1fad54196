"use client";

import { branchHref } from "@/components/branches/hrefs";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { type DetailItem, DetailList, IdValue, none } from "@/components/detail/detail-list";
import Link from "@/components/ui/link";
import { providerName } from "@/lib/direct-debit-providers";
import { formatAmount } from "@/lib/format";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { lkrWithSlippage } from "./contract-limit";
import { bpsAsPercent, contractLimitText, enforcedLimitText } from "./contract-limit-text";
import { useScenario } from "./use-scenarios";

function ScenarioValue({ accountId, scenarioId }: { accountId: string; scenarioId: string }) {
  const scenario = useScenario(accountId, scenarioId);
  if (!scenario) return <IdValue value={scenarioId} />;
  return (
    <span className="grid">
      <span>
        {scenario.scenarioName}
        {scenario.isActive ? null : <span className="text-muted-foreground"> · retired</span>}
      </span>
      <span className="text-xs text-muted-foreground">
        {scenario.scenarioId} · up to {formatAmount(scenario.maxLimit, "USDT")} per charge
      </span>
    </span>
  );
}

function BranchValue({ accountId, branchId }: { accountId: string; branchId: string | null | undefined }) {
  const branches = useBranchChoices(accountId);
  if (!branchId) return <span className="text-muted-foreground">None (merchant-wide)</span>;
  const branch = branches.branches.find((candidate) => candidate.id === branchId);
  return (
    <Link href={branchHref(accountId, branchId)} className="hover:underline">
      {branch ? (
        <>
          {branch.name} <span className="text-muted-foreground">({branch.code})</span>
          {branch.isActive ? null : <span className="text-muted-foreground"> · inactive</span>}
        </>
      ) : (
        <IdValue value={branchId} />
      )}
    </Link>
  );
}

/** The slippage in basis points and what it lets a charge of the LKR limit reach at the day's rate. */
function slippageItems(contract: Contract): DetailItem[] {
  if (contract.currency !== "LKR") return [];
  const bps = contract.slippageBps ?? 0;
  return [
    {
      label: "Slippage",
      value: (
        <span className="grid">
          <span>
            {bpsAsPercent(bps)} <span className="text-muted-foreground">({bps} bps)</span>
          </span>
          {contract.singleUpperLimitLkr != null ? (
            <span className="text-xs text-muted-foreground">
              Charges up to {formatAmount(lkrWithSlippage(contract.singleUpperLimitLkr, bps), "LKR")} at the
              rate of the day it was created
            </span>
          ) : null}
        </span>
      ),
    },
  ];
}

/** What the customer agreed to: service, limit and slippage, scenario, provider, branch. */
export function ContractTerms({
  accountId,
  contract,
  layout = "rows",
}: {
  accountId: string;
  contract: Contract;
  layout?: "rows" | "columns";
}) {
  return (
    <DetailList
      layout={layout}
      items={[
        { label: "Service", value: contract.serviceName },
        { label: "Contract code", value: <IdValue value={contract.merchantContractCode} /> },
        { label: "Limit per charge", value: contractLimitText(contract) },
        ...slippageItems(contract),
        {
          label: "Limit enforced",
          value: (
            <span className="grid">
              <span>{enforcedLimitText(contract)}</span>
              <span className="text-xs text-muted-foreground">
                {contract.currency === "LKR"
                  ? "In USDT, after conversion and slippage; every charge is checked against it"
                  : "Every charge is checked against it"}
              </span>
            </span>
          ),
        },
        {
          label: "Scenario",
          value: <ScenarioValue accountId={accountId} scenarioId={contract.scenarioId} />,
        },
        {
          label: "Provider",
          value: (
            <>
              {providerName(contract.paymentProvider)}{" "}
              <span className="font-mono text-xs text-muted-foreground">{contract.paymentProvider}</span>
            </>
          ),
        },
        { label: "Branch", value: <BranchValue accountId={accountId} branchId={contract.branchId} /> },
        { label: "Periodic", value: contract.periodic ? "Yes" : "No" },
        { label: "Webhook URL", value: contract.webhookUrl ? <IdValue value={contract.webhookUrl} /> : none },
      ]}
    />
  );
}
