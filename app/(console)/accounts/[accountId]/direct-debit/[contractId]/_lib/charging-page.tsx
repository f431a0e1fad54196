import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { contractDetailOptions } from "@/components/direct-debit/queries";
import { NoAccess } from "@/components/shell/no-access";
import { fetchForPage, pageData, requireAccountAccess } from "@/server/access/page-access";

/**
 * The pages that charge a contract (a charge now, a schedule, a schedule's change): refused to a role that
 * may not charge contracts, not found for a contract the member cannot read, and the contract read on the
 * server so the form opens with it.
 */
export async function ChargingPage({
  accountId,
  contractId,
  children,
}: {
  accountId: string;
  contractId: string;
  children: ReactNode;
}) {
  const access = await requireAccountAccess(accountId);
  if (!access.can("direct-debit:write")) return <NoAccess title="Your role cannot charge contracts" />;

  const { client, api } = pageData(access);
  const contract = await fetchForPage(client, contractDetailOptions(accountId, contractId, api));
  if (contract === null) notFound();

  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
