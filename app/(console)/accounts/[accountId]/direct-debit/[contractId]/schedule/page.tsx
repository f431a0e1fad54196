import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { ScheduleContract } from "@/components/direct-debit/schedules/schedule-contract";
import { ChargingPage } from "../_lib/charging-page";

export const metadata: Metadata = { title: "Schedule charges" };

// GET /accounts/:accountId/direct-debit/:contractId/schedule – recurring charges on a signed contract.
export default async function ScheduleContractPage({ params }: AccountPageProps<"contractId">) {
  const { accountId, contractId } = await params;
  return (
    <ChargingPage accountId={accountId} contractId={contractId}>
      <ScheduleContract accountId={accountId} contractId={contractId} />
    </ChargingPage>
  );
}
