import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { ChargeContract } from "@/components/direct-debit/charge/charge-contract";
import { ChargingPage } from "../_lib/charging-page";

export const metadata: Metadata = { title: "Charge a contract" };

// GET /accounts/:accountId/direct-debit/:contractId/charge – a direct-debit payment against a signed contract.
export default async function ChargeContractPage({ params }: AccountPageProps<"contractId">) {
  const { accountId, contractId } = await params;
  return (
    <ChargingPage accountId={accountId} contractId={contractId}>
      <ChargeContract accountId={accountId} contractId={contractId} />
    </ChargingPage>
  );
}
