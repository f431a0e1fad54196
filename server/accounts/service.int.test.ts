import { createHash, generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { auditLog, merchantAccounts } from "@/server/db/schema";
import { closedPort } from "@/server/upstream/testing/recording-server";
import { AccountError } from "./errors";
import { consoleFixtureForFile } from "./testing/console-fixture";
import { decryptSigningKey } from "./vault";

const sandbox = fileSandbox();
const fx = consoleFixtureForFile("console_accounts");

beforeAll(async () => {});

const secretOf = (apiKey: string) => apiKey.slice(apiKey.indexOf(".") + 1);
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

async function failure(promise: Promise<unknown>): Promise<AccountError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AccountError) return error;
    throw error;
  }
  throw new Error("expected an AccountError");
}

describe("addAccount", () => {
  it("checks the key upstream, stores only the sealed derived key and makes the creator owner", async () => {
    const merchant = await sandbox.createMerchant({ name: "Corner shop" });
    const owner = await fx.createUser();
    const view = await fx.accounts.addAccount({
      name: " Corner shop ",
      baseUrl: `${sandbox.url}/`,
      apiKey: merchant.apiKey,
      createdBy: owner.id,
    });
    expect(view).toMatchObject({
      name: "Corner shop",
      environment: "sandbox",
      baseUrl: sandbox.url,
      keyId: merchant.keyId,
      capabilities: [],
      hasWebhookKey: true,
      keyRotatedAt: null,
      approvalAboveLkr: null,
    });
    expect(Object.keys(view).sort()).toEqual([
      "approvalAboveLkr",
      "baseUrl",
      "capabilities",
      "createdAt",
      "environment",
      "hasWebhookKey",
      "id",
      "keyId",
      "keyRotatedAt",
      "name",
    ]);

    const [row] = await fx.handle.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, view.id));
    if (!row) throw new Error("account row missing");
    const stored = JSON.stringify(row);
    const signingKey = sha256(secretOf(merchant.apiKey));
    expect(stored).not.toContain(secretOf(merchant.apiKey));
    expect(stored).not.toContain(signingKey);
    expect(decryptSigningKey(view.id, row.encryptedSigningKey, fx.masterKey)).toBe(signingKey);
    const published = await fetch(`${sandbox.url}/sandbox/webhook-public-key`).then((r) => r.text());
    expect(row.webhookPublicKey?.trim()).toBe(published.trim());

    expect(await fx.accounts.listAccountsForUser(owner.id)).toEqual([
      { account: view, role: "owner", branchId: null },
    ]);
    const audit = await fx.handle.db.select().from(auditLog).where(eq(auditLog.accountId, view.id));
    expect(audit.map((entry) => entry.action)).toEqual(["account.add"]);
    expect(JSON.stringify(audit)).not.toContain(secretOf(merchant.apiKey));
  });

  it("detects an aggregator and keeps a webhook key given by the caller", async () => {
    const merchant = await sandbox.createMerchant({ name: "Aggregator", roles: ["AGGREGATOR"] });
    const pem = generateKeyPairSync("ed25519").publicKey.export({ type: "spki", format: "pem" }).toString();
    const view = await fx.accounts.addAccount({
      name: "Aggregator",
      baseUrl: sandbox.url,
      apiKey: merchant.apiKey,
      environment: "sandbox",
      webhookPublicKeyPem: pem,
    });
    expect(view.capabilities).toEqual(["AGGREGATOR"]);
    expect(view.environment).toBe("sandbox");
    const [row] = await fx.handle.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, view.id));
    expect(row?.webhookPublicKey).toBe(pem);
  });

  it("refuses a revoked key with a clear message and stores nothing", async () => {
    const merchant = await sandbox.createMerchant({ name: "Revoked" });
    expect((await sandbox.control("DELETE", `/sandbox/api-keys/${merchant.apiKeyId}`)).status).toBe(204);
    const before = await fx.accounts.listAccounts();
    const error = await failure(
      fx.accounts.addAccount({ name: "Revoked", baseUrl: sandbox.url, apiKey: merchant.apiKey }),
    );
    expect(error).toMatchObject({ code: "key_refused", field: "apiKey" });
    expect(error.message).toBe("The API key was refused by the payments service");
    expect(await fx.accounts.listAccounts()).toEqual(before);
  });

  it("refuses a malformed key without repeating it", async () => {
    const fullKeyAsId = "ak_live_abc123sk_live_topsecretvalue";
    const error = await failure(
      fx.accounts.addAccount({ name: "Bad", baseUrl: sandbox.url, apiKey: fullKeyAsId }),
    );
    expect(error.code).toBe("key_malformed");
    expect(error.message).not.toContain("topsecret");
    expect(error.message).not.toContain("abc123");
  });

  it("reports an unreachable service", async () => {
    const merchant = await sandbox.createMerchant({ name: "Nowhere" });
    const port = await closedPort();
    const error = await failure(
      fx.accounts.addAccount({
        name: "Nowhere",
        baseUrl: `http://127.0.0.1:${port}`,
        apiKey: merchant.apiKey,
      }),
    );
    expect(error).toMatchObject({ code: "upstream_unreachable", field: "baseUrl" });
    expect(error.message).toContain(`127.0.0.1:${port}`);
    expect(error.message).not.toContain(secretOf(merchant.apiKey));
  });
});

/** A new merchant of the sandbox, added to the console as an account of the same name. */
async function addSandboxMerchant(name: string) {
  const merchant = await sandbox.createMerchant({ name });
  const view = await fx.accounts.addAccount({ name, baseUrl: sandbox.url, apiKey: merchant.apiKey });
  return { merchant, view };
}

describe("membership lookups, rotation and removal", () => {
  it("finds an account only for its members, with role and branch", async () => {
    const { view } = await addSandboxMerchant("Lookups");
    const [member, outsider] = await Promise.all([fx.createUser(), fx.createUser()]);
    const branchId = "0b5e4d2c-4a8f-4c1e-9f3a-2d6b7c8e9f01";
    await fx.addMember(member.id, view.id, "staff", branchId);

    expect(await fx.accounts.getAccountForUser(member.id, view.id)).toEqual({
      membership: { role: "staff", branchId },
      account: view,
    });
    expect(await fx.accounts.getAccountForUser(outsider.id, view.id)).toBeNull();
    expect(await fx.accounts.getAccountForUser(member.id, "not-a-uuid")).toBeNull();
  });

  it("rotates to a new key after checking it, and removes the account", async () => {
    const { merchant, view } = await addSandboxMerchant("Rotating");
    const second = await sandbox.control("POST", `/sandbox/merchants/${merchant.merchantId}/api-keys`);
    const newKey: string = second.body.apiKey;

    const rotated = await fx.accounts.rotateKey(view.id, newKey);
    expect(rotated.keyId).toBe(newKey.slice(0, newKey.indexOf(".")));
    expect(rotated.keyId).not.toBe(view.keyId);
    expect(rotated.keyRotatedAt).not.toBeNull();
    const credentials = await fx.accounts.loadUpstreamCredentials(view.id);
    expect(credentials?.signingKey).toBe(sha256(secretOf(newKey)));

    await sandbox.control("DELETE", `/sandbox/api-keys/${second.body.apiKeyId}`);
    expect((await failure(fx.accounts.rotateKey(view.id, newKey))).code).toBe("key_refused");

    await fx.accounts.removeAccount(view.id);
    expect(await fx.accounts.getAccount(view.id)).toBeNull();
    expect((await failure(fx.accounts.removeAccount(view.id))).code).toBe("not_found");
    const actions = await fx.handle.db.select().from(auditLog).where(eq(auditLog.accountId, view.id));
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      "account.add",
      "account.remove",
      "account.rotate-key",
    ]);
  });
});
