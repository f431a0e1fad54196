import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { EditSchedule } from "@/components/direct-debit/schedules/edit-schedule";
import { ChargingPage } from "../../../_lib/charging-page";

export const metadata: Metadata = { title: "Change a schedule" };

// GET /accounts/:accountId/direct-debit/:contractId/schedules/:scheduleId/edit – one schedule's amount,
// product and end, from its next charge on.
export default async function EditSchedulePage({ params }: AccountPageProps<"contractId" | "scheduleId">) {
  const { accountId, contractId, scheduleId } = await params;
  return (
    <ChargingPage accountId={accountId} contractId={contractId}>
      <EditSchedule accountId={accountId} contractId={contractId} scheduleId={scheduleId} />
    </ChargingPage>
  );
}
