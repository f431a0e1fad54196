import { and, asc, eq, type SQL } from "drizzle-orm";
import { toApiNumber } from "@/lib/money";
import type { Scenario } from "@/lib/payments-api";
import type { DbOrTx } from "../../db/client";
import { ddScenarios } from "../../db/schema";
import type { HandlerFor } from "../../http/types";

export type ScenarioRow = typeof ddScenarios.$inferSelect;

/** The scenarios each provider offers (docs/service-rules.md §7): several active, one retired per provider. */
const SEED: ReadonlyArray<Omit<typeof ddScenarios.$inferInsert, "id">> = [
  {
    scenarioId: "EXA_SUBSCRIPTION",
    scenarioName: "Subscription",
    paymentProvider: "EXCHANGEA_PAY",
    maxLimit: "500",
  },
  {
    scenarioId: "EXA_UTILITY",
    scenarioName: "Utility bills",
    paymentProvider: "EXCHANGEA_PAY",
    maxLimit: "1000",
  },
  {
    scenarioId: "EXA_RETAIL_TOPUP",
    scenarioName: "Retail top-up",
    paymentProvider: "EXCHANGEA_PAY",
    maxLimit: "200",
  },
  {
    scenarioId: "EXA_LEGACY",
    scenarioName: "Legacy",
    paymentProvider: "EXCHANGEA_PAY",
    maxLimit: "100",
    isActive: false,
  },
  {
    scenarioId: "EXB_SUBSCRIPTION",
    scenarioName: "Subscription",
    paymentProvider: "EXCHANGEB_PAY",
    maxLimit: "300",
  },
  {
    scenarioId: "EXB_MEMBERSHIP",
    scenarioName: "Membership",
    paymentProvider: "EXCHANGEB_PAY",
    maxLimit: "150",
  },
  {
    scenarioId: "EXB_LEGACY",
    scenarioName: "Legacy",
    paymentProvider: "EXCHANGEB_PAY",
    maxLimit: "50",
    isActive: false,
  },
  {
    scenarioId: "EXC_INSTALMENTS",
    scenarioName: "Instalments",
    paymentProvider: "EXCHANGEC_PAY",
    maxLimit: "800",
  },
  {
    scenarioId: "EXC_TRANSPORT",
    scenarioName: "Transport pass",
    paymentProvider: "EXCHANGEC_PAY",
    maxLimit: "100",
  },
  {
    scenarioId: "EXC_LEGACY",
    scenarioName: "Legacy",
    paymentProvider: "EXCHANGEC_PAY",
    maxLimit: "100",
    isActive: false,
  },
];

/** Inserts the provider scenarios; running it again changes nothing. */
export async function seedScenarios(db: DbOrTx): Promise<void> {
  await db
    .insert(ddScenarios)
    .values(SEED.map((s) => ({ ...s })))
    .onConflictDoNothing({ target: ddScenarios.scenarioId });
}

export function scenarioToWire(row: ScenarioRow): Scenario {
  return {
    id: row.id,
    scenarioId: row.scenarioId,
    scenarioName: row.scenarioName,
    paymentProvider: row.paymentProvider,
    maxLimit: toApiNumber(row.maxLimit, "USDT"),
    isActive: row.isActive,
  };
}

// GET /v1/direct-debit/scenario-code/list – the scenarios of one or every provider
export const listDirectDebitScenarios: HandlerFor<"listDirectDebitScenarios"> = async ({
  services,
  query,
}) => {
  const conditions: SQL[] = [eq(ddScenarios.isActive, query.active === "true")];
  if (query.provider) conditions.push(eq(ddScenarios.paymentProvider, query.provider));
  const rows = await services.db
    .select()
    .from(ddScenarios)
    .where(and(...conditions))
    .orderBy(asc(ddScenarios.paymentProvider), asc(ddScenarios.scenarioId));
  return { body: { data: rows.map(scenarioToWire) } };
};
