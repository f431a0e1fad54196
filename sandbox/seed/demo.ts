import { performance } from "node:perf_hooks";
import { and, arrayContains, asc, eq, sql } from "drizzle-orm";
import { decimal } from "@/lib/money";
import type { DbOrTx } from "../db/client";
import { merchants } from "../db/schema";
import type { Logger } from "../log";
import type { Services } from "../services";
import { demoDays } from "./calendar";
import { demoKeysPath, ensureDemoKeys, writeDemoKeys } from "./demo-keys";
import { Rng } from "./random";
import { buildRateSeries } from "./rates";
import { plantRemit } from "./remit/plant";
import { plantTeaHouse } from "./tea-house/plant";
import { DEMO_AGGREGATOR_NAME, DEMO_DAYS, DEMO_MERCHANT_NAME, type DemoWorld } from "./world";

/** Serializes seeding across processes sharing one database (two sandboxes starting together). */
const SEED_LOCK = sql`select pg_advisory_xact_lock(7002, hashtext('sandbox-demo-seed'))`;

async function findDemoMerchants(db: DbOrTx) {
  const [merchant] = await db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .where(eq(merchants.name, DEMO_MERCHANT_NAME))
    .orderBy(asc(merchants.createdAt))
    .limit(1);
  const [aggregator] = await db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .where(and(eq(merchants.name, DEMO_AGGREGATOR_NAME), arrayContains(merchants.roles, ["AGGREGATOR"])))
    .orderBy(asc(merchants.createdAt))
    .limit(1);
  return { merchant: merchant ?? null, aggregator: aggregator ?? null };
}

function demoWorld(services: Services): DemoWorld {
  const now = services.clock.now();
  const seedNumber = services.config.SANDBOX_SEED_NUMBER;
  const currentRate = services.rates.current() ?? decimal("300.00");
  const days = demoDays(now, DEMO_DAYS);
  const rates = buildRateSeries(new Rng(seedNumber, "rates"), days, now, currentRate);
  return { seedNumber, now, publicUrl: services.config.publicUrl, days, rates, currentRate };
}

/**
 * SANDBOX_SEED=demo (docs/service-rules.md §10): fills the database with the demo tea house and remittance aggregator,
 * in one transaction and without webhooks, unless the tea house already exists. Either way it leaves
 * working API keys for both in `<DATA_DIR>/demo-keys.json`.
 */
export async function seedDemo(services: Services, log: Logger): Promise<void> {
  const started = performance.now();
  const { db, config } = services;
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    const existing = await findDemoMerchants(tx);
    if (existing.merchant) return { planted: null, existing };
    const world = demoWorld(services);
    const teaHouse = await plantTeaHouse(tx, world);
    const remit = await plantRemit(tx, world);
    return { planted: { world, teaHouse, remit }, existing };
  });

  const keysPath = demoKeysPath(config.DATA_DIR);
  if (outcome.planted) {
    const { world, teaHouse, remit } = outcome.planted;
    await writeDemoKeys(keysPath, { merchant: teaHouse.key, aggregator: remit.key });
    const tookMs = Math.round(performance.now() - started);
    const counts = { ...teaHouse.counts, ...remit.counts };
    log.info(
      `demo seed: ${Object.entries(counts)
        .map(([name, count]) => `${count} ${name}`)
        .join(", ")} in ${tookMs} ms`,
      { seedNumber: world.seedNumber, keysFile: keysPath, tookMs, ...counts },
    );
    return;
  }

  const { merchant, aggregator } = outcome.existing;
  if (!merchant || !aggregator) {
    log.warn("demo seed: the demo merchants are incomplete; keys file left as it is", { keysFile: keysPath });
    return;
  }
  const { reissued } = await ensureDemoKeys(db, config.DATA_DIR, { merchant, aggregator });
  const tookMs = Math.round(performance.now() - started);
  log.info(
    `demo seed: already seeded${reissued.length > 0 ? `; issued new keys for ${reissued.join(" and ")}` : ""} in ${tookMs} ms`,
    { keysFile: keysPath, reissued, tookMs },
  );
}
