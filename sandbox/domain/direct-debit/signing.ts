import { and, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { ddContracts } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { randomReferences } from "../../ids";
import type { Services } from "../../services";
import { enqueueContractEvent } from "./contract-events";
import { signedContractFields, terminatedContractFields } from "./contract-row";
import { type ContractRow, contractToWire } from "./contract-wire";
import { findContract, requireOwnContract } from "./lookup";

/**
 * The user signs at the provider (hosted page or control API). The contract stays INITIATED until
 * the merchant syncs it (the spec's move); a second approval keeps the first time.
 */
export async function approveContract(services: Services, id: string): Promise<ContractRow> {
  const contract = await findContract(services.db, id);
  if (!contract) throw notFound("Contract not found");
  const now = services.clock.now();
  const [approved] = await services.db
    .update(ddContracts)
    .set({ approvedAt: sql`coalesce(${ddContracts.approvedAt}, ${now})`, updatedAt: now })
    .where(
      and(
        eq(ddContracts.id, id),
        eq(ddContracts.status, "INITIATED"),
        gt(ddContracts.requestExpireTime, now),
      ),
    )
    .returning();
  if (approved) return approved;
  if (contract.status !== "INITIATED")
    throw badRequest(`Contract is ${contract.status}; only INITIATED contracts can be approved`);
  throw badRequest("The signing window of this contract has passed");
}

/**
 * Lapses every INITIATED contract past its signing window that the user never approved, each with its
 * contract.expired webhook. An approval inside the window is a signature at the provider: the contract
 * stays INITIATED until the merchant's next sync reports it SIGNED, however late that sync comes.
 */
export async function expireDueContracts(services: Services): Promise<number> {
  const now = services.clock.now();
  const expired = await services.db.transaction(async (tx) => {
    const rows = await tx
      .update(ddContracts)
      .set({ status: "EXPIRED", updatedAt: now })
      .where(
        and(
          eq(ddContracts.status, "INITIATED"),
          isNull(ddContracts.approvedAt),
          lte(ddContracts.requestExpireTime, now),
        ),
      )
      .returning();
    for (const row of rows) await enqueueContractEvent(services, tx, "contract.expired", row, now);
    return rows;
  });
  if (expired.length > 0) services.kickDispatcher();
  return expired.length;
}

// POST /v1/direct-debit/:id/sync – asks the provider whether the user has signed
export const syncDirectDebitContract: HandlerFor<"syncDirectDebitContract"> = async ({
  services,
  merchant,
  params,
}) => {
  const contract = await requireOwnContract(services.db, merchant.id, params.id);
  if (contract.status !== "INITIATED") return { body: contractToWire(contract) };

  const now = services.clock.now();
  const signed = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(ddContracts)
      .set({ ...signedContractFields(randomReferences), updatedAt: now })
      .where(
        and(
          eq(ddContracts.id, contract.id),
          eq(ddContracts.status, "INITIATED"),
          isNotNull(ddContracts.approvedAt),
        ),
      )
      .returning();
    if (row) await enqueueContractEvent(services, tx, "contract.signed", row, now);
    return row;
  });
  if (signed) {
    services.kickDispatcher();
    return { body: contractToWire(signed) };
  }
  if (contract.requestExpireTime <= now) await expireDueContracts(services);
  return { body: contractToWire(await requireOwnContract(services.db, merchant.id, contract.id)) };
};

// POST /v1/direct-debit/:id/terminate – the merchant ends a signed contract
export const terminateDirectDebitContract: HandlerFor<"terminateDirectDebitContract"> = async ({
  services,
  merchant,
  params,
  body,
}) => {
  const contract = await requireOwnContract(services.db, merchant.id, params.id);
  const now = services.clock.now();
  const terminated = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(ddContracts)
      .set({ ...terminatedContractFields(now, body.terminationNotes), updatedAt: now })
      .where(and(eq(ddContracts.id, contract.id), eq(ddContracts.status, "SIGNED")))
      .returning();
    if (row) await enqueueContractEvent(services, tx, "contract.terminated", row, now);
    return row;
  });
  if (!terminated) throw badRequest("Only SIGNED contracts can be terminated");
  services.kickDispatcher();
  return { body: contractToWire(terminated) };
};
