// The plain values of a payout batch (its statuses, its rows' states, their words, the routes' paths), apart
// from the schemas in ./batch.ts so that the pages read them without loading zod.

/**
 * A batch's life: `preparing` (end users and bank accounts registered at the service, nothing paid; only
 * for a batch that waits for a second person), `awaiting_approval`, `running`, `paused`, then `finished`,
 * `cancelled` (rows not yet sent were never sent) or `rejected` (nothing was sent).
 */
export const batchStatuses = [
  "preparing",
  "awaiting_approval",
  "running",
  "paused",
  "finished",
  "cancelled",
  "rejected",
] as const;
export type BatchStatus = (typeof batchStatuses)[number];

/**
 * A row's life: `waiting` → `quoting` (a quote was taken and the send may be under way) → `sent` (the service
 * made the offramp) → `completed` | `failed` (the bank's outcome). `refused`: the service refused the row,
 * nothing was paid. `cancelled`: the batch was cancelled before the row was sent.
 */
export const rowStates = [
  "waiting",
  "quoting",
  "sent",
  "completed",
  "failed",
  "refused",
  "cancelled",
] as const;
export type RowState = (typeof rowStates)[number];

/** States a row does not leave. */
export const FINAL_ROW_STATES: readonly RowState[] = ["completed", "failed", "refused", "cancelled"];

export type RowCounts = Record<RowState, number>;

/** What a person may do to a batch, each one route. */
export const batchActions = ["pause", "resume", "cancel", "approve", "reject"] as const;
export type BatchAction = (typeof batchActions)[number];

/** Each row state in a person's words. */
export const ROW_STATE_LABELS: Readonly<Record<RowState, string>> = {
  waiting: "Waiting",
  quoting: "Sending",
  sent: "Sent",
  completed: "Completed",
  failed: "Failed",
  refused: "Refused",
  cancelled: "Cancelled",
};

export const BATCH_STATUS_LABELS: Readonly<Record<BatchStatus, string>> = {
  preparing: "Preparing",
  awaiting_approval: "Waiting for approval",
  running: "Running",
  paused: "Paused",
  finished: "Finished",
  cancelled: "Cancelled",
  rejected: "Rejected",
};

const enc = encodeURIComponent;
/** The API paths of an account's batches. */
export const batchApi = {
  list: (accountId: string) => `/api/accounts/${enc(accountId)}/bulk-payouts`,
  one: (accountId: string, batchId: string) => `/api/accounts/${enc(accountId)}/bulk-payouts/${enc(batchId)}`,
  action: (accountId: string, batchId: string, action: BatchAction) =>
    `/api/accounts/${enc(accountId)}/bulk-payouts/${enc(batchId)}/${action}`,
  results: (accountId: string, batchId: string) =>
    `/api/accounts/${enc(accountId)}/bulk-payouts/${enc(batchId)}/results.csv`,
};
