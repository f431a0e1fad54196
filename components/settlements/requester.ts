import type { SettlementRequesters } from "@/lib/approvals";
import type { Withdrawal } from "@/lib/payments-api/withdrawals";

/**
 * Who asked for the settlement, as a person. The console calls the service with the account's key, so the
 * service says `requesterName: "API"` for every request sent through the console; the console knows the
 * member who asked (`known.people`). A request made with a key outside the console reads "API key (name of
 * the account)" for this account's own key, or "API key (its id)" for another.
 */
export function requesterText(
  withdrawal: Pick<Withdrawal, "id" | "requesterName" | "apiKeyId" | "requestedBy">,
  known?: SettlementRequesters,
): string {
  const person = known?.people[withdrawal.id];
  if (person) return person;
  if (withdrawal.requesterName === "API" || (!withdrawal.requestedBy && withdrawal.apiKeyId)) {
    if (!withdrawal.apiKeyId) return "API key";
    const key = known && withdrawal.apiKeyId === known.accountKeyId ? known.accountName : withdrawal.apiKeyId;
    return `API key (${key})`;
  }
  return withdrawal.requesterName || "Unknown";
}
