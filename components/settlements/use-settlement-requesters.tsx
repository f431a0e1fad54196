"use client";

import { useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { consoleRequest } from "@/data/bff";
import { queryKeys } from "@/data/query-keys";
import { type SettlementRequesters, settlementRequestersUrl } from "@/lib/approvals";
import type { Withdrawal } from "@/lib/payments-api/withdrawals";
import { requesterText } from "./requester";

/** Who asked for these settlements through the console (server/approvals/requesters.ts). */
export function useSettlementRequesters(accountId: string, ids: readonly string[]) {
  const sorted = [...ids].sort();
  return useQuery({
    queryKey: [...queryKeys.account(accountId), "approvals", "requesters", sorted.join(",")],
    queryFn: async () =>
      (await consoleRequest(settlementRequestersUrl(accountId, sorted), "GET", {})) as SettlementRequesters,
    enabled: sorted.length > 0,
    staleTime: 60_000,
  }).data;
}

const Known = createContext<SettlementRequesters | undefined>(undefined);
export const SettlementRequestersProvider = Known.Provider;

/** "Nimali Silva", or "API key (Ceylon Tea House)" when no person asked through the console. */
export function RequestedBy({
  withdrawal,
}: {
  withdrawal: Pick<Withdrawal, "id" | "requesterName" | "apiKeyId" | "requestedBy">;
}) {
  return <>{requesterText(withdrawal, useContext(Known))}</>;
}
