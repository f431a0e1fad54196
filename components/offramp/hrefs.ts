export function offrampHref(accountId: string): string {
  return `/accounts/${encodeURIComponent(accountId)}/offramp`;
}

export function offrampDetailHref(accountId: string, paymentId: string): string {
  return `${offrampHref(accountId)}/${encodeURIComponent(paymentId)}`;
}

export function ledgerHref(accountId: string): string {
  return `/accounts/${encodeURIComponent(accountId)}/reports/ledger`;
}
