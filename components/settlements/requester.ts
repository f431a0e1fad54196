import type { Withdrawal } from "@/lib/payments-api/withdrawals";

/**
 * Who asked for the settlement: a dashboard user's name, or "API key" for requests made through the API
 * (the service answers `requesterName: "API"` for those, and the console always calls with a key).
 */
export function requesterText(withdrawal: Pick<Withdrawal, "requesterName" | "apiKeyId" | "requestedBy">) {
  if (withdrawal.requesterName === "API" || (!withdrawal.requestedBy && withdrawal.apiKeyId))
    return "API key";
  return withdrawal.requesterName || "Unknown";
}
