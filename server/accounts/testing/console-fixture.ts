// A console database of its own plus a vault key, for integration tests of accounts, the BFF and the CLI.
import { randomBytes, randomUUID } from "node:crypto";
import { fileFixture } from "@/lib/testing/file-fixture";
import type { TestDatabase } from "@/scripts/testing/databases";
import type { Role } from "@/server/auth/policy";
import type { ConsoleDbHandle } from "@/server/db/client";
import { memberships, merchantAccounts, users } from "@/server/db/schema";
import { migratedTestDb } from "@/server/db/testing/migrated-db";
import { type AccountServiceDeps, createAccountService } from "../service";
import { encryptSigningKey } from "../vault";

export interface ConsoleFixture {
  database: TestDatabase;
  handle: ConsoleDbHandle;
  masterKey: Buffer;
  accounts: ReturnType<typeof createAccountService>;
  createUser(email?: string): Promise<{ id: string; email: string; name: string | null }>;
  addMember(userId: string, accountId: string, role: Role, branchId?: string | null): Promise<void>;
  /** Stores an account without asking any service, for base URLs that are not a payments service. */
  storeAccount(input: {
    baseUrl: string;
    keyId: string;
    signingKey: string;
    capabilities?: string[];
  }): Promise<string>;
  /** Stores an account no service answers for (port 9, discard): for tests of the console's own tables. */
  storeOffline(keyId?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createConsoleFixture(
  prefix: string,
  deps: Partial<Omit<AccountServiceDeps, "db" | "masterKey">> = {},
): Promise<ConsoleFixture> {
  const migrated = await migratedTestDb(prefix, 4);
  const { database, handle } = migrated;
  const masterKey = randomBytes(32);
  const accounts = createAccountService({ db: handle.db, masterKey: () => masterKey, ...deps });
  let counter = 0;
  const fixture: ConsoleFixture = {
    database,
    handle,
    masterKey,
    accounts,
    async createUser(email) {
      counter += 1;
      const [row] = await handle.db
        .insert(users)
        .values({
          email: email ?? `user${counter}-${randomBytes(3).toString("hex")}@example.com`,
          name: `User ${counter}`,
          // Never verified in these tests; sign-in has its own.
          passwordHash: "scrypt$unused",
        })
        .returning({ id: users.id, email: users.email, name: users.name });
      if (!row) throw new Error("user not created");
      return row;
    },
    async addMember(userId, accountId, role, branchId = null) {
      await handle.db.insert(memberships).values({ userId, accountId, role, branchId });
    },
    async storeAccount(input) {
      const id = randomUUID();
      await handle.db.insert(merchantAccounts).values({
        id,
        name: `Stored ${id.slice(0, 8)}`,
        baseUrl: input.baseUrl,
        keyId: input.keyId,
        encryptedSigningKey: encryptSigningKey(id, input.signingKey, masterKey),
        capabilities: input.capabilities ?? [],
      });
      return id;
    },
    storeOffline(keyId = `ak_${randomBytes(4).toString("hex")}`) {
      return fixture.storeAccount({ baseUrl: "http://127.0.0.1:9", keyId, signingKey: "0".repeat(64) });
    },
    async close() {
      await migrated.close();
    },
  };
  return fixture;
}

/** createConsoleFixture for every test of the file: made before the first test and closed after the last. */
export function consoleFixtureForFile(prefix: string): ConsoleFixture {
  return fileFixture(
    () => createConsoleFixture(prefix),
    (fixture) => fixture.close(),
  );
}
