// The payout file of the bulk-payouts benchmark, and the least time the service's limits allow for it.
// A day's file of an aggregator: every row a reference of its own, end users paid more than once (each
// time to another of their accounts, at one of a few banks), amounts with cents. What paying it costs in
// calls is counted from the rows, so the floor follows the file.
import { REQUIRED_COLUMNS } from "../../lib/bulk-payouts/payout-file-format";
import { csvLine } from "../../lib/csv";
import { operations } from "../../lib/payments-api/operations";
import { between, seededRandom } from "./stats";

/** A few of the sandbox's active banks (sandbox/domain/offramp/banks.ts). */
const BANK_CODES = [7010, 7056, 7083, 7135, 7278] as const;
const NAMES = ["A. Perera", "N. Silva", "K. Fernando", "S. Jayasuriya", "R. Wickramasinghe", "D. Bandara"];

export interface BenchPayoutFile {
  /** The CSV as a spreadsheet writes it (CRLF). */
  text: string;
  references: string[];
  /** How many banks the rows pay into. */
  banks: number;
  /** Sum of the rows' amounts, in cents of USDT. */
  totalUsdtCents: number;
  /** Calls the run makes to the service for these rows, by operation. */
  calls: Record<PacedOperation, number>;
}

/** The operations a row's run calls, each once a row except a bank account the user already has. */
export type PacedOperation =
  | "upsertAggregatorUser"
  | "listAggregatorBankAccounts"
  | "createAggregatorBankAccount"
  | "getAggregatorQuote"
  | "createOfframp";

export function benchPayoutFile(options: { rows: number; users: number; seed: number }): BenchPayoutFile {
  const random = seededRandom(options.seed);
  const references: string[] = [];
  const accounts = new Set<string>();
  const banks = new Set<number>();
  let text = csvLine(REQUIRED_COLUMNS);
  let totalUsdtCents = 0;
  for (let i = 0; i < options.rows; i++) {
    const reference = `BENCH-${String(i + 1).padStart(5, "0")}`;
    const user = i % options.users;
    // The user's n-th payout of the day goes to their n-th account: a new account for every row.
    const nth = Math.floor(i / options.users);
    const bankCode = BANK_CODES[(user + nth) % BANK_CODES.length] as number;
    const accountNumber = `${String(100_000 + user)}${String(nth).padStart(3, "0")}`;
    const accountName = NAMES[user % NAMES.length] as string;
    const cents = between(random, 500, 8_000);
    totalUsdtCents += cents;
    banks.add(bankCode);
    accounts.add(`${user}|${bankCode}|${accountNumber}|${accountName}`);
    references.push(reference);
    text += csvLine([
      reference,
      `bench-user-${String(user + 1).padStart(4, "0")}`,
      String(bankCode),
      accountNumber,
      accountName,
      (cents / 100).toFixed(2),
    ]);
  }
  return {
    text,
    references,
    banks: banks.size,
    totalUsdtCents,
    calls: {
      upsertAggregatorUser: options.rows,
      listAggregatorBankAccounts: options.rows,
      createAggregatorBankAccount: accounts.size,
      getAggregatorQuote: options.rows,
      createOfframp: options.rows,
    },
  };
}

export interface ServiceFloor {
  /** The least time the service's per-minute limits allow for every call, in ms. */
  ms: number;
  /** The operations whose limits set it (several when they tie). */
  operations: PacedOperation[];
  /** Each operation's own least time, ms, with its limit a minute. */
  byOperation: { operation: PacedOperation; calls: number; limitPerMinute: number; ms: number }[];
}

/** The time the contract's per-minute limits (lib/payments-api/operations.ts) allow for these calls. */
export function serviceFloor(calls: Record<PacedOperation, number>): ServiceFloor {
  const byOperation = (Object.keys(calls) as PacedOperation[]).map((operation) => {
    const limitPerMinute = operations[operation].rateLimitPerMinute;
    return {
      operation,
      calls: calls[operation],
      limitPerMinute,
      ms: (calls[operation] / limitPerMinute) * 60_000,
    };
  });
  const ms = Math.max(...byOperation.map((item) => item.ms));
  return {
    ms,
    operations: byOperation.filter((item) => item.ms === ms).map((item) => item.operation),
    byOperation,
  };
}
