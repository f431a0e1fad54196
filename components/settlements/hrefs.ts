export function settlementsHref(accountId: string): string {
  return `/accounts/${encodeURIComponent(accountId)}/settlements`;
}

export function settlementHref(accountId: string, withdrawalId: string): string {
  return `${settlementsHref(accountId)}/${encodeURIComponent(withdrawalId)}`;
}

export function newSettlementHref(accountId: string): string {
  return `${settlementsHref(accountId)}/new`;
}
