// The history both report tests read: four Asia/Colombo days of one aggregator's float and offramps, with
// every status and entry type, two end-users at two banks, three rates, and a second aggregator beside it.
// Build it on a sandbox whose ticker is slowed (SANDBOX_TICK_MS) so jobs run only when the clock advances.
import { addDays } from "@/lib/dates";
import type { TestSandbox } from "../../testing/harness";
import { colomboDay, type Window, type WireEntry, type WireOfframp } from "./report-expectations";
import {
  type Aggregator,
  aggregator,
  createBankAccount,
  createUser,
  payout,
  topUp,
  wholeLedger,
} from "./test-fixtures";

export const REPORT_SANDBOX_ENV = { SANDBOX_AUTO_SETTLE: "false", SANDBOX_TICK_MS: "3600000" };

export interface ReportDataset {
  agg: Aggregator;
  other: Aggregator;
  /** The Colombo day of each of the four phases. */
  days: string[];
  /** The offramps by name (o1 … o9) as created. */
  o: Record<string, WireOfframp & { externalRef: string }>;
  /** The whole ledger, oldest first, and every offramp, newest first, as the reports list them. */
  entries: WireEntry[];
  offramps: WireOfframp[];
}

export async function buildReportDataset(sandbox: TestSandbox): Promise<ReportDataset> {
  const days: string[] = [];
  const o: ReportDataset["o"] = {};
  const markDay = async () => {
    const clock = await sandbox.control("GET", "/sandbox/clock");
    days.push(colomboDay(clock.body.now));
  };
  const nextDay = () => sandbox.control("POST", "/sandbox/clock/advance", { seconds: 86_400 });
  const setRate = (rateUsdtLkr: number) => sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr });
  const settle = async (key: string, outcome: "COMPLETED" | "FAILED") => {
    const response = await sandbox.control("POST", `/sandbox/offramps/${o[key]?.paymentId}/settle`, {
      outcome,
      failureReason: "Invalid account number",
    });
    if (response.status !== 200) throw new Error(`settle ${key}: ${response.status} ${response.text}`);
  };

  const agg = await aggregator(sandbox, 200_000, "Lanka Remit");
  const user = await createUser(agg.api, "partner-user-2");
  const account = await createBankAccount(agg.api, user.userId, {
    bankCode: 7278,
    accountNumber: "1122334455",
  });
  const bySecond = { userId: user.userId, userBankId: account.userBankId };
  const other = await aggregator(sandbox, 5_000, "Other Remit");

  await markDay();
  o.o1 = await payout(agg, 10);
  o.o2 = await payout(agg, 20, bySecond);
  await setRate(305);
  o.o3 = await payout(agg, 15);
  await payout(other, 1);
  await nextDay();

  await markDay();
  await settle("o1", "COMPLETED");
  await settle("o2", "FAILED");
  await topUp(sandbox, agg.merchant.merchantId, 50_000.25);
  o.o4 = await payout(agg, 7.5, bySecond);
  o.o5 = await payout(agg, 3.333333);
  await nextDay();

  await markDay();
  await settle("o4", "COMPLETED");
  await settle("o3", "COMPLETED");
  await setRate(298.5);
  o.o6 = await payout(agg, 12);
  await settle("o6", "FAILED");
  o.o9 = await payout(agg, 4, bySecond);
  await nextDay();

  // The last day's offramps stay PENDING: no clock advance follows them.
  await markDay();
  o.o7 = await payout(agg, 1.25);
  o.o8 = await payout(agg, 2, bySecond);
  await settle("o5", "COMPLETED");
  await setRate(300);

  const entries = (await wholeLedger(agg.api)).ledger;
  const offramps = (await agg.api.request("GET", "/v1/aggregator/report/offramp?limit=100")).body.offramps;
  return { agg, other, days, o, entries, offramps };
}

/** Windows around the four days: open, one-sided, inside, before all entries and after all of them. */
export function reportWindows(days: readonly string[]): Window[] {
  const [d0 = "", d1 = "", d2 = "", d3 = ""] = days;
  return [
    {},
    { startDate: d1 },
    { endDate: d1 },
    { startDate: d1, endDate: d2 },
    { startDate: d3, endDate: d3 },
    { startDate: addDays(d0, -10), endDate: addDays(d0, -5) },
    { startDate: addDays(d3, 1), endDate: addDays(d3, 2) },
    { startDate: d0, endDate: d0 },
  ];
}

/** A query string (without "?") of the given parameters, leaving out undefined ones. */
export const qs = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
