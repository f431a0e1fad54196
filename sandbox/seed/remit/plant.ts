import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import {
  aggregatorBankAccounts,
  aggregatorUsers,
  banks,
  floatLedger,
  fxLocks,
  merchants,
  offramps,
} from "../../db/schema";
import { insertInChunks } from "../bulk-insert";
import { DAY_MS, plusMs } from "../calendar";
import { issueDemoKey } from "../demo-keys";
import { DEMO_AGGREGATOR_NAME, type DemoWorld } from "../world";
import { buildFloatLedger } from "./float-ledger";
import { buildOfframps, buildUnusedLocks, type RemitContext } from "./offramps";
import { buildRemitUsers } from "./users";

/** Quotes a customer looked at and let lapse, next to the ~1,500 that were redeemed. */
const UNUSED_QUOTES = 80;

/** The aggregator: merchant, key, end-users with their bank accounts, payouts with rate locks, the float. */
export async function plantRemit(tx: Tx, world: DemoWorld) {
  const id = randomUUID();
  await tx.insert(merchants).values({
    id,
    name: DEMO_AGGREGATOR_NAME,
    roles: ["AGGREGATOR"],
    createdAt: plusMs(world.now, -140 * DAY_MS),
  });
  const key = await issueDemoKey(tx, { id, name: DEMO_AGGREGATOR_NAME });

  const activeBanks = await tx
    .select({ code: banks.code })
    .from(banks)
    .where(eq(banks.isActive, true))
    .orderBy(asc(banks.code));
  if (activeBanks.length === 0) throw new Error("no active banks are seeded");
  const people = buildRemitUsers(
    world.seedNumber,
    id,
    world.days,
    activeBanks.map((b) => b.code),
  );
  const ctx: RemitContext = {
    seedNumber: world.seedNumber,
    merchantId: id,
    now: world.now,
    days: world.days,
    rates: world.rates,
    users: people.model,
  };
  const payouts = buildOfframps(ctx);
  const ledger = buildFloatLedger({
    seedNumber: world.seedNumber,
    merchantId: id,
    now: world.now,
    days: world.days,
    offramps: payouts.offramps,
    planned: payouts.planned,
  });

  await insertInChunks(tx, aggregatorUsers, people.users);
  await insertInChunks(tx, aggregatorBankAccounts, people.accounts);
  await insertInChunks(tx, fxLocks, [...payouts.locks, ...buildUnusedLocks(ctx, UNUSED_QUOTES)]);
  await insertInChunks(tx, offramps, payouts.offramps);
  await insertInChunks(tx, floatLedger, ledger);

  return {
    merchant: { id, name: DEMO_AGGREGATOR_NAME },
    key: key.entry,
    counts: {
      users: people.users.length,
      bankAccounts: people.accounts.length,
      offramps: payouts.offramps.length,
      ledgerEntries: ledger.length,
    },
  };
}
