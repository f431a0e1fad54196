import "server-only";
import type { MerchantAccount } from "@/server/db/schema";

export type AccountEnvironment = MerchantAccount["environment"];

/**
 * What may leave the server about a merchant account: no secret, no signing key, not even the sealed
 * one. The key is shown by its id only.
 */
export interface AccountView {
  id: string;
  name: string;
  environment: AccountEnvironment;
  baseUrl: string;
  keyId: string;
  capabilities: string[];
  hasWebhookKey: boolean;
  createdAt: string;
  keyRotatedAt: string | null;
  /** Payouts and settlements above this LKR amount need a second person (null: no threshold). */
  approvalAboveLkr: string | null;
}

export function toAccountView(row: MerchantAccount): AccountView {
  return {
    id: row.id,
    name: row.name,
    environment: row.environment,
    baseUrl: row.baseUrl,
    keyId: row.keyId,
    capabilities: [...row.capabilities],
    hasWebhookKey: row.webhookPublicKey !== null && row.webhookPublicKey !== "",
    createdAt: row.createdAt.toISOString(),
    keyRotatedAt: row.keyRotatedAt?.toISOString() ?? null,
    approvalAboveLkr: row.approvalAboveLkr ?? null,
  };
}

export const AGGREGATOR = "AGGREGATOR";

export function isAggregator(account: { capabilities: readonly string[] }): boolean {
  return account.capabilities.includes(AGGREGATOR);
}
