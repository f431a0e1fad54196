import "server-only";
import { isAggregator } from "@/server/accounts/view";
import { type AnyPermission, can } from "@/server/auth/policy";
import { type ServerUpstream, serverUpstream } from "../../_lib/server-upstream";

export interface AggregatorPage extends ServerUpstream {
  /** The account has the AGGREGATOR capability, which every offramp operation needs. */
  aggregator: boolean;
  can: (permission: AnyPermission) => boolean;
}

/**
 * For the server components of the offramp and report pages: the member's access as the layout checked
 * it, whether the account is an aggregator, and a signed GET to its payments service.
 */
export async function aggregatorPage(accountId: string): Promise<AggregatorPage> {
  const upstream = await serverUpstream(accountId);
  return {
    ...upstream,
    aggregator: isAggregator(upstream.account),
    can: (permission) => can(upstream.membership.role, permission),
  };
}
