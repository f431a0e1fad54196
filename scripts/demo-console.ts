// Seeds the console for `npm start`: a demo owner and the sandbox's demo merchant accounts.
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { AccountError } from "@/server/accounts/errors";
import { createAccountService } from "@/server/accounts/service";
import { hashPassword } from "@/server/auth/password";
import type { ConsoleDb } from "@/server/db/client";
import { memberships, merchantAccounts, users } from "@/server/db/schema";

export const DEMO_OWNER_EMAIL = "owner@demo.lk";

type DemoKey = { merchantId: string; name: string; apiKey: string; keyId: string };
type DemoKeys = { merchant?: DemoKey; aggregator?: DemoKey };
export type DemoLogin = { email: string; password: string };

async function readJson<T>(path: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path, "utf8")) as T;
  } catch {
    return null;
  }
}

/** The demo owner's login, created once with a random password kept in DATA_DIR (mode 0600). */
async function ensureOwner(db: ConsoleDb, dataDir: string): Promise<{ id: string; login: DemoLogin }> {
  const file = join(dataDir, "demo-login.json");
  const saved = await readJson<DemoLogin>(file);
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_OWNER_EMAIL));
  if (existing && saved) return { id: existing.id, login: saved };

  const login = {
    email: DEMO_OWNER_EMAIL,
    password: saved?.password ?? randomBytes(12).toString("base64url"),
  };
  const passwordHash = await hashPassword(login.password);
  const [user] = existing
    ? await db.update(users).set({ passwordHash }).where(eq(users.id, existing.id)).returning()
    : await db.insert(users).values({ email: login.email, name: "Demo Owner", passwordHash }).returning();
  if (!user) throw new Error("Could not create the demo owner");
  await writeFile(file, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  return { id: user.id, login };
}

/**
 * Makes sure the console has the sandbox's demo accounts with their current keys, and that the demo
 * owner is a member of both. Idempotent: run on every start.
 */
export async function ensureDemoConsole(options: {
  db: ConsoleDb;
  dataDir: string;
  sandboxUrl: string;
  masterKey: () => Uint8Array;
  log: (line: string) => void;
}): Promise<{ login: DemoLogin; accounts: string[] }> {
  const { db, dataDir, sandboxUrl, log } = options;
  const owner = await ensureOwner(db, dataDir);
  const keys = await readJson<DemoKeys>(join(dataDir, "demo-keys.json"));
  const service = createAccountService({ db, masterKey: options.masterKey });
  const names: string[] = [];

  for (const demo of [keys?.merchant, keys?.aggregator]) {
    if (!demo) continue;
    names.push(demo.name);
    const [account] = await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, demo.name));
    try {
      if (!account) {
        await service.addAccount({
          name: demo.name,
          baseUrl: sandboxUrl,
          apiKey: demo.apiKey,
          environment: "sandbox",
          createdBy: owner.id,
        });
        log(`Added the demo account "${demo.name}"`);
        continue;
      }
      if (account.keyId !== demo.keyId || account.baseUrl !== sandboxUrl) {
        if (account.baseUrl !== sandboxUrl) {
          await db
            .update(merchantAccounts)
            .set({ baseUrl: sandboxUrl })
            .where(eq(merchantAccounts.id, account.id));
        }
        await service.rotateKey(account.id, demo.apiKey, { rotatedBy: owner.id });
        log(`Updated the key of the demo account "${demo.name}"`);
      }
      await db
        .insert(memberships)
        .values({ userId: owner.id, accountId: account.id, role: "owner" })
        .onConflictDoNothing();
    } catch (error) {
      // A demo account that cannot be set up must not stop the console from starting.
      const reason = error instanceof AccountError ? error.message : String(error);
      log(`Could not set up the demo account "${demo.name}": ${reason}`);
    }
  }
  return { login: owner.login, accounts: names };
}
