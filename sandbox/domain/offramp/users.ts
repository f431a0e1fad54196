import { and, desc, eq } from "drizzle-orm";
import { aggregatorBankAccounts, aggregatorUsers, banks } from "../../db/schema";
import { fieldError } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { findActiveBank } from "./banks";
import { requireOwnUser } from "./lookup";
import { aggregatorUserRow, bankAccountRow } from "./offramp-rows";
import { toWireBankAccount, toWireUser } from "./wire";

// POST /v1/aggregator/user – upsert by externalUserId: 201 when created, 200 with the existing record.
export const upsertAggregatorUser: HandlerFor<"upsertAggregatorUser"> = async ({
  services,
  merchant,
  body,
}) => {
  const { db, clock } = services;
  // The unique index decides between concurrent callers: exactly one insert wins, the rest read its row.
  const [created] = await db
    .insert(aggregatorUsers)
    .values(aggregatorUserRow(merchant.id, body.externalUserId, clock.now()))
    .onConflictDoNothing({ target: [aggregatorUsers.merchantId, aggregatorUsers.externalUserId] })
    .returning();
  if (created) return { status: 201, body: toWireUser(created) };

  const [existing] = await db
    .select()
    .from(aggregatorUsers)
    .where(
      and(
        eq(aggregatorUsers.merchantId, merchant.id),
        eq(aggregatorUsers.externalUserId, body.externalUserId),
      ),
    );
  if (!existing) throw new Error("aggregator user vanished after a conflicting insert");
  return { status: 200, body: toWireUser(existing) };
};

// POST /v1/aggregator/user/:id/bank-account – adds one of the user's (possibly several) accounts.
export const createAggregatorBankAccount: HandlerFor<"createAggregatorBankAccount"> = async ({
  services,
  merchant,
  params,
  body,
}) => {
  const { db, clock } = services;
  const user = await requireOwnUser(db, merchant.id, params.id);
  const bank = await findActiveBank(db, body.bankCode);
  if (!bank)
    throw fieldError(
      "bankCode",
      "isIn",
      "bankCode must be the code of an active bank from GET /v1/bank/list",
    );

  const [row] = await db
    .insert(aggregatorBankAccounts)
    .values(
      bankAccountRow({
        merchantId: merchant.id,
        userId: user.id,
        bankCode: bank.code,
        accountNumber: body.accountNumber,
        accountName: body.accountName,
        beneficiaryMobile: body.beneficiaryMobile,
        beneficiaryEmail: body.beneficiaryEmail,
        createdAt: clock.now(),
      }),
    )
    .returning();
  if (!row) throw new Error("insert returned no bank account");
  return { status: 201, body: toWireBankAccount(row, bank.name) };
};

// GET /v1/aggregator/user/:id/bank-account/list – the user's accounts, newest first.
export const listAggregatorBankAccounts: HandlerFor<"listAggregatorBankAccounts"> = async ({
  services,
  merchant,
  params,
}) => {
  const { db } = services;
  const user = await requireOwnUser(db, merchant.id, params.id);
  const rows = await db
    .select({ account: aggregatorBankAccounts, bankName: banks.name })
    .from(aggregatorBankAccounts)
    .innerJoin(banks, eq(banks.code, aggregatorBankAccounts.bankCode))
    .where(eq(aggregatorBankAccounts.userId, user.id))
    .orderBy(desc(aggregatorBankAccounts.createdAt), desc(aggregatorBankAccounts.id));
  return { body: rows.map(({ account, bankName }) => toWireBankAccount(account, bankName)) };
};
