import { randomBytes } from "node:crypto";
import { eq, or } from "drizzle-orm";
import { z } from "zod";
import { isUuid } from "@/lib/ids";
import { decimal, roundLkr } from "@/lib/money";
import type { DbOrTx } from "../db/client";
import { apiKeys, merchants } from "../db/schema";
import { sha256Hex } from "../http/auth";
import { notFound } from "../http/errors";
import type { MerchantRow, RouteRegistrar } from "../http/types";
import { readControlBody, readIdParam } from "./input";

const percentage = z.number().min(0).max(100);
const lkrThreshold = z.number().min(0).max(1_000_000_000);
const roleList = z.array(z.enum(["AGGREGATOR"])).max(5);

const createMerchantBody = z.object({
  name: z.string().trim().min(1).max(255),
  roles: roleList.optional(),
  exchangeFeePercentage: percentage.optional(),
  serviceFeePercentage: percentage.optional(),
  minWithdrawalLkr: lkrThreshold.optional(),
  autoApproveBelowLkr: lkrThreshold.optional(),
});

const updateMerchantBody = createMerchantBody.partial().extend({
  isActive: z.boolean().optional(),
  isApproved: z.boolean().optional(),
});

const money = (value: number | undefined) =>
  value === undefined ? undefined : roundLkr(decimal(value)).toFixed(2);
const pct = (value: number | undefined) => (value === undefined ? undefined : decimal(value).toFixed(4));

/** A new API key: the full `ak_live_….sk_live_…` is returned once; only the derived signing key is stored. */
export async function issueApiKey(db: DbOrTx, merchantId: string) {
  const keyId = `ak_live_${randomBytes(12).toString("hex")}`;
  const secret = `sk_live_${randomBytes(24).toString("base64url")}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ keyId, signingKey: sha256Hex(secret), merchantId })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error("API key insert returned nothing");
  return { apiKeyId: row.id, keyId, apiKey: `${keyId}.${secret}` };
}

export function presentMerchant(merchant: MerchantRow) {
  return {
    merchantId: merchant.id,
    name: merchant.name,
    roles: merchant.roles,
    isActive: merchant.isActive,
    isApproved: merchant.isApproved,
    exchangeFeePercentage: Number(merchant.exchangeFeePercentage),
    serviceFeePercentage: Number(merchant.serviceFeePercentage),
    minWithdrawalLkr: Number(merchant.minWithdrawalLkr),
    autoApproveBelowLkr: Number(merchant.autoApproveBelowLkr),
  };
}

export async function createMerchant(db: DbOrTx, input: z.output<typeof createMerchantBody>) {
  const [merchant] = await db
    .insert(merchants)
    .values({
      name: input.name,
      roles: input.roles ?? [],
      exchangeFeePercentage: pct(input.exchangeFeePercentage),
      serviceFeePercentage: pct(input.serviceFeePercentage),
      minWithdrawalLkr: money(input.minWithdrawalLkr),
      autoApproveBelowLkr: money(input.autoApproveBelowLkr),
    })
    .returning();
  if (!merchant) throw new Error("merchant insert returned nothing");
  const key = await issueApiKey(db, merchant.id);
  return { ...presentMerchant(merchant), apiKeyId: key.apiKeyId, keyId: key.keyId, apiKey: key.apiKey };
}

export const registerMerchantControl: RouteRegistrar = (app, services) => {
  app.post("/sandbox/merchants", async (c) => {
    const body = await readControlBody(c, createMerchantBody, services);
    const created = await services.db.transaction((tx) => createMerchant(tx, body));
    return c.json(created, 201);
  });

  app.patch("/sandbox/merchants/:id", async (c) => {
    const id = readIdParam(c);
    const body = await readControlBody(c, updateMerchantBody, services);
    const [updated] = await services.db
      .update(merchants)
      .set({
        name: body.name,
        roles: body.roles,
        isActive: body.isActive,
        isApproved: body.isApproved,
        exchangeFeePercentage: pct(body.exchangeFeePercentage),
        serviceFeePercentage: pct(body.serviceFeePercentage),
        minWithdrawalLkr: money(body.minWithdrawalLkr),
        autoApproveBelowLkr: money(body.autoApproveBelowLkr),
      })
      .where(eq(merchants.id, id))
      .returning();
    if (!updated) throw notFound("Merchant not found");
    return c.json(presentMerchant(updated));
  });

  app.post("/sandbox/merchants/:id/api-keys", async (c) => {
    const id = readIdParam(c);
    const [merchant] = await services.db.select().from(merchants).where(eq(merchants.id, id));
    if (!merchant) throw notFound("Merchant not found");
    const key = await issueApiKey(services.db, id);
    return c.json(key, 201);
  });

  app.delete("/sandbox/api-keys/:apiKeyId", async (c) => {
    const given = c.req.param("apiKeyId");
    // A key is named by its row id or its key id; anything else names no key.
    if (!isUuid(given) && !/^ak_live_[A-Za-z0-9]{1,64}$/.test(given)) throw notFound("API key not found");
    const byUuid = isUuid(given);
    const [revoked] = await services.db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(byUuid ? or(eq(apiKeys.id, given), eq(apiKeys.keyId, given)) : eq(apiKeys.keyId, given))
      .returning({ id: apiKeys.id });
    if (!revoked) throw notFound("API key not found");
    return c.body(null, 204);
  });
};
