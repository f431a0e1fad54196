/** The bulk payout page of an account. */
export const bulkPayoutHref = (accountId: string) =>
  `/accounts/${encodeURIComponent(accountId)}/offramp/bulk`;

/** The account's past payout batches. */
export const batchesHref = (accountId: string) => `${bulkPayoutHref(accountId)}/batches`;

/** One payout batch's page: its progress and its rows. */
export const batchHref = (accountId: string, batchId: string) =>
  `${bulkPayoutHref(accountId)}/${encodeURIComponent(batchId)}`;
