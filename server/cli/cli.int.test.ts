import { generateKeyPairSync } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "@/sandbox/testing/harness";
import { type ConsoleFixture, createConsoleFixture } from "@/server/accounts/testing/console-fixture";
import { verifyPassword } from "@/server/auth/password";
import { merchantAccounts, users } from "@/server/db/schema";
import { parseCommand } from "./parse";
import { executeCommand } from "./run";

let sandbox: TestSandbox;
let fx: ConsoleFixture;
let dir: string;

beforeAll(async () => {
  [sandbox, fx, dir] = await Promise.all([
    startTestSandbox(),
    createConsoleFixture("console_cli"),
    mkdtemp(join(tmpdir(), "console-cli-")),
  ]);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await fx?.close();
  await sandbox?.close();
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const parsed = parseCommand(argv);
  if (parsed.kind !== "run") throw new Error(`not a runnable command: ${argv.join(" ")}`);
  const code = await executeCommand(
    parsed,
    { db: fx.handle.db, accounts: fx.accounts, readFile: (path) => readFile(path, "utf8") },
    { out: (text) => out.push(text), err: (text) => err.push(text) },
  );
  return { code, stdout: out.join("\n"), stderr: err.join("\n") };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("console CLI", () => {
  it("creates a user who can sign in, and refuses a duplicate or a weak password", async () => {
    const created = await cli(
      "user:create",
      "--email",
      " Owner@Example.LK ",
      "--password",
      "a long passphrase",
      "--name",
      "Owner",
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(uuid);
    const [row] = await fx.handle.db.select().from(users).where(eq(users.id, created.stdout));
    expect(row).toMatchObject({ email: "owner@example.lk", name: "Owner" });
    expect(await verifyPassword("a long passphrase", row?.passwordHash ?? "")).toBe(true);

    const again = await cli("user:create", "--email", "owner@example.lk", "--password", "another passphrase");
    expect(again).toMatchObject({ code: 1, stdout: "" });
    expect(again.stderr).toBe("Error: A user with email owner@example.lk already exists");
    const weak = await cli("user:create", "--email", "weak@example.lk", "--password", "short");
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain("at least 10 characters");
    expect(weak.stderr).not.toContain("short");
    expect(
      (await cli("user:create", "--email", "not-an-email", "--password", "a long passphrase")).code,
    ).toBe(1);
  });

  it("adds a merchant account checked against the sandbox and prints only its id", async () => {
    const merchant = await sandbox.createMerchant({ name: "CLI shop", roles: ["AGGREGATOR"] });
    const added = await cli(
      "account:add",
      "--name",
      "CLI shop",
      "--base-url",
      sandbox.url,
      "--api-key",
      merchant.apiKey,
    );
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(uuid);
    expect(added.stderr).toContain("AGGREGATOR");
    const [row] = await fx.handle.db
      .select()
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, added.stdout));
    expect(row).toMatchObject({ name: "CLI shop", keyId: merchant.keyId, capabilities: ["AGGREGATOR"] });

    const listed = await cli("account:list");
    expect(listed.stdout).toContain(added.stdout);
    expect(listed.stdout).toContain(merchant.keyId);
    const secret = merchant.apiKey.slice(merchant.apiKey.indexOf(".") + 1);
    expect(`${added.stdout}${added.stderr}${listed.stdout}`).not.toContain(secret);
  });

  it("takes the webhook key from a file, and refuses a refused key without echoing it", async () => {
    const merchant = await sandbox.createMerchant({ name: "Keyed shop" });
    const pem = generateKeyPairSync("ed25519").publicKey.export({ type: "spki", format: "pem" }).toString();
    const file = join(dir, "webhook.pem");
    await writeFile(file, pem);
    const added = await cli(
      "account:add",
      "--name",
      "Keyed shop",
      "--base-url",
      sandbox.url,
      "--api-key",
      merchant.apiKey,
      "--environment",
      "sandbox",
      "--webhook-public-key-file",
      file,
    );
    expect(added.code).toBe(0);
    const [row] = await fx.handle.db
      .select()
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, added.stdout));
    expect(row).toMatchObject({ environment: "sandbox", webhookPublicKey: pem });

    await sandbox.control("DELETE", `/sandbox/api-keys/${merchant.apiKeyId}`);
    const refused = await cli(
      "account:add",
      "--name",
      "Again",
      "--base-url",
      sandbox.url,
      "--api-key",
      merchant.apiKey,
    );
    expect(refused).toMatchObject({ code: 1, stdout: "" });
    expect(refused.stderr).toBe("Error: The API key was refused by the payments service");
    const missingFile = await cli(
      "account:add",
      "--name",
      "X",
      "--base-url",
      sandbox.url,
      "--api-key",
      merchant.apiKey,
      "--webhook-public-key-file",
      join(dir, "absent.pem"),
    );
    expect(missingFile.code).toBe(1);
    expect(missingFile.stderr).toContain("ENOENT");
    expect(
      (await cli("account:add", "--name", "X", "--base-url", sandbox.url, "--api-key", "nonsense")).code,
    ).toBe(1);
  });

  it("adds and updates memberships, shown by user:list", async () => {
    const merchant = await sandbox.createMerchant({ name: "Members shop" });
    const account = await cli(
      "account:add",
      "--name",
      "Members shop",
      "--base-url",
      sandbox.url,
      "--api-key",
      merchant.apiKey,
    );
    await cli("user:create", "--email", "cashier@example.lk", "--password", "a long passphrase");
    const created = await sandbox
      .client(merchant.apiKey)
      .request("POST", "/v1/branch", { name: "Galle Fort", code: "GAL" });
    const branch = (created.body as { id: string }).id;

    const added = await cli(
      "member:add",
      "--email",
      "Cashier@example.lk",
      "--account",
      account.stdout,
      "--role",
      "staff",
      "--branch",
      branch,
    );
    expect(added.code).toBe(0);
    expect(added.stderr).toContain("Added");
    const user = await fx.handle.db.select().from(users).where(eq(users.email, "cashier@example.lk"));
    const userId = user[0]?.id ?? "";
    expect(await fx.accounts.getAccountForUser(userId, account.stdout)).toMatchObject({
      membership: { role: "staff", branchId: branch },
    });

    const promoted = await cli(
      "member:add",
      "--email",
      "cashier@example.lk",
      "--account",
      account.stdout,
      "--role",
      "finance",
    );
    expect(promoted.stderr).toContain("Updated");
    expect(await fx.accounts.getAccountForUser(userId, account.stdout)).toMatchObject({
      membership: { role: "finance", branchId: null },
    });
    expect((await cli("user:list")).stdout).toMatch(/cashier@example\.lk .*Members shop \(finance\)/);

    const invalid: [string, string, string][] = [
      ["--role", "boss", 'Unknown role "boss"'],
      ["--branch", "main", "is not a UUID"],
      ["--branch", "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f", "This account has no such branch"],
    ];
    for (const [flag, value, message] of invalid) {
      const args = [
        "member:add",
        "--email",
        "cashier@example.lk",
        "--account",
        account.stdout,
        "--role",
        "staff",
        flag,
        value,
      ];
      const refused = await cli(...args);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(message);
    }
    const nobody = await cli(
      "member:add",
      "--email",
      "nobody@example.lk",
      "--account",
      account.stdout,
      "--role",
      "staff",
    );
    expect(nobody.stderr).toContain("No user with email nobody@example.lk");
    const noAccount = await cli(
      "member:add",
      "--email",
      "cashier@example.lk",
      "--account",
      "missing",
      "--role",
      "staff",
    );
    expect(noAccount.stderr).toContain("No merchant account with id missing");
  });
});
