import type { HandlerMap } from "../../http/types";
import { listActiveBanks } from "./banks";
import { createOfframp } from "./create-offramp";
import { getLedgerReport } from "./ledger-report";
import { requireOwnOfframp } from "./lookup";
import { getOfframpReport } from "./offramp-report";
import { getAggregatorQuote } from "./quote";
import { createAggregatorBankAccount, listAggregatorBankAccounts, upsertAggregatorUser } from "./users";
import { toWireOfframp } from "./wire";

// The aggregator offramp family (docs/service-rules.md §8). The router has already checked the
// AGGREGATOR role, the rate limit and the request shapes.

export { SEED_BANKS, seedBanks } from "./banks";
export { registerOfframpControl } from "./control";
export { offrampJobs } from "./jobs";
export { appendLedgerEntry, currentFloatBalance, lockMerchantFloat } from "./ledger";
export { settleOfframp } from "./settle";

export const offrampHandlers = {
  listBanks: async ({ services }) => ({ body: await listActiveBanks(services.db) }),
  upsertAggregatorUser,
  createAggregatorBankAccount,
  listAggregatorBankAccounts,
  getAggregatorQuote,
  createOfframp,
  getOfframp: async ({ services, merchant, params }) => ({
    body: toWireOfframp(await requireOwnOfframp(services.db, merchant.id, params.id)),
  }),
  getLedgerReport,
  getOfframpReport,
} satisfies HandlerMap;
