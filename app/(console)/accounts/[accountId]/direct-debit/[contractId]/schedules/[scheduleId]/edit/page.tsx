import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { contractDetailOptions } from "@/components/direct-debit/queries";
import { EditSchedule } from "@/components/direct-debit/schedules/edit-schedule";
import { NoAccess } from "@/components/shell/no-access";
import { fetchForPage, pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Change a schedule" };

// GET /accounts/:accountId/direct-debit/:contractId/schedules/:scheduleId/edit – one schedule's amount,
// product and end, from its next charge on.
export default async function EditSchedulePage({ params }: AccountPageProps<"contractId" | "scheduleId">) {
  const { accountId, contractId, scheduleId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("direct-debit:write")) return <NoAccess title="Your role cannot charge contracts" />;

  const { client, api } = pageData(access);
  const contract = await fetchForPage(client, contractDetailOptions(accountId, contractId, api));
  if (contract === null) notFound();

  return (
    <HydrationBoundary state={dehydrate(client)}>
      <EditSchedule accountId={accountId} contractId={contractId} scheduleId={scheduleId} />
    </HydrationBoundary>
  );
}
