import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { contractDetailOptions } from "@/components/direct-debit/queries";
import { ScheduleContract } from "@/components/direct-debit/schedules/schedule-contract";
import { NoAccess } from "@/components/shell/no-access";
import { fetchForPage, pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Schedule charges" };

// GET /accounts/:accountId/direct-debit/:contractId/schedule – recurring charges on a signed contract.
export default async function ScheduleContractPage({ params }: AccountPageProps<"contractId">) {
  const { accountId, contractId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("direct-debit:write")) return <NoAccess title="Your role cannot charge contracts" />;

  const { client, api } = pageData(access);
  const contract = await fetchForPage(client, contractDetailOptions(accountId, contractId, api));
  if (contract === null) notFound();

  return (
    <HydrationBoundary state={dehydrate(client)}>
      <ScheduleContract accountId={accountId} contractId={contractId} />
    </HydrationBoundary>
  );
}
