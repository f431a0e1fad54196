import { consoleGet } from "@/data/bff";
import { queryKeys } from "@/data/query-keys";
import type { PaymentFigures } from "@/lib/figures";

/** Live payment events mark this key stale (data/live-events.ts), so the figures follow the payments. */
export function figuresKey(accountId: string) {
  return [...queryKeys.account(accountId), "figures"] as const;
}

export function paymentFiguresOptions(accountId: string) {
  return {
    queryKey: figuresKey(accountId),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      consoleGet<PaymentFigures>(accountId, "figures", signal),
    // The index changes in the background too (discovery, refresh): look again each minute.
    refetchInterval: 60_000,
  };
}
