import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import {
  branches,
  ddContracts,
  ddScenarios,
  merchants,
  paymentLinks,
  payments,
  withdrawalPayments,
  withdrawals,
} from "../../db/schema";
import { insertInChunks } from "../bulk-insert";
import { DAY_MS, plusMs } from "../calendar";
import { issueDemoKey } from "../demo-keys";
import { DEMO_MERCHANT_NAME, type DemoWorld } from "../world";
import { buildBranches } from "./branches";
import { buildCustomers, type TeaHouseContext } from "./context";
import { buildDirectDebit } from "./direct-debit";
import { buildPaymentLinks } from "./links";
import { buildLivePayments, buildWalkInPayments } from "./walk-in-payments";
import { buildWithdrawals } from "./withdrawals";

const MERCHANT = {
  exchangeFeePercentage: "0.5000",
  serviceFeePercentage: "1.0000",
  minWithdrawalLkr: "1000.00",
  autoApproveBelowLkr: "100000.00",
};

/** The tea house: merchant, key, branches, payments, links, direct debit and withdrawals. */
export async function plantTeaHouse(tx: Tx, world: DemoWorld) {
  const id = randomUUID();
  await tx.insert(merchants).values({
    id,
    name: DEMO_MERCHANT_NAME,
    roles: [],
    ...MERCHANT,
    createdAt: plusMs(world.now, -125 * DAY_MS),
  });
  const key = await issueDemoKey(tx, { id, name: DEMO_MERCHANT_NAME });

  const branchSet = buildBranches(id, world.now);
  const ctx: TeaHouseContext = {
    seedNumber: world.seedNumber,
    now: world.now,
    publicUrl: world.publicUrl,
    merchant: {
      id,
      exchangeFeePercentage: MERCHANT.exchangeFeePercentage,
      serviceFeePercentage: MERCHANT.serviceFeePercentage,
    },
    days: world.days,
    rates: world.rates,
    branches: branchSet.branches,
    customers: buildCustomers(world.seedNumber),
  };

  const scenarios = await tx
    .select({ id: ddScenarios.id, scenarioId: ddScenarios.scenarioId })
    .from(ddScenarios)
    .where(eq(ddScenarios.paymentProvider, "EXCHANGEA_PAY"));
  const links = buildPaymentLinks(ctx, key.entry.keyId);
  const directDebit = buildDirectDebit(ctx, new Map(scenarios.map((s) => [s.scenarioId, s.id])));
  const allPayments = [
    ...buildWalkInPayments(ctx),
    ...buildLivePayments(ctx),
    ...links.payments,
    ...directDebit.payments,
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const settlement = buildWithdrawals(ctx, allPayments, MERCHANT, key.apiKeyRowId);

  await insertInChunks(tx, branches, branchSet.rows);
  await insertInChunks(tx, paymentLinks, links.links);
  await insertInChunks(tx, ddContracts, directDebit.contracts);
  await insertInChunks(tx, withdrawals, settlement.withdrawals);
  await insertInChunks(tx, payments, allPayments);
  await insertInChunks(tx, withdrawalPayments, settlement.lines);

  return {
    merchant: { id, name: DEMO_MERCHANT_NAME },
    key: key.entry,
    counts: {
      branches: branchSet.rows.length,
      payments: allPayments.length,
      paymentLinks: links.links.length,
      contracts: directDebit.contracts.length,
      withdrawals: settlement.withdrawals.length,
    },
  };
}
