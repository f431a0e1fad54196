/** The bulk payout page of an account. */
export const bulkPayoutHref = (accountId: string) =>
  `/accounts/${encodeURIComponent(accountId)}/offramp/bulk`;
