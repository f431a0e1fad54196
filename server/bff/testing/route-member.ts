// One person signed in to the console, a member of one stored sandbox account, as the long-read routes
// (exports, charts) meet them: the account and the person exist in the console's database (reads count and
// pace there), and one console instance watches the door.
import { randomUUID } from "node:crypto";

import type { AccessLookup } from "@/server/access/account-access";
import { type TestConsoleInstance, testConsoleInstance } from "@/server/access/testing/console-instance";
import type { UpstreamCredentials } from "@/server/accounts/service";
import type { ConsoleFixture } from "@/server/accounts/testing/console-fixture";
import type { AccountView } from "@/server/accounts/view";
import type { Role } from "@/server/auth/policy";
import { users } from "@/server/db/schema";
import { deriveSigningKey, parseApiKey } from "@/server/upstream/api-key";
import type { BffLogger } from "../log";
import type { AccountRouteDeps } from "../with-account";

export interface MemberAs {
  branchId?: string | null;
  capabilities?: string[];
}

export interface RouteMember {
  user: { id: string; email: string; name: string };
  accountId: string;
  credentials: UpstreamCredentials;
  instance: TestConsoleInstance;
  /** The accounts a route reads: this person, a member of this account only, in `role`. */
  lookup(role: Role, as?: MemberAs): AccessLookup;
  /** A long-read route's dependencies as this person (signed out with `signedIn: false`). */
  routeDeps(role: Role, as?: MemberAs & { signedIn?: boolean; log?: BffLogger }): RouteDeps;
  close(): Promise<void>;
}

/** What the export and chart routes take, with no pause between upstream pages. */
export type RouteDeps = AccountRouteDeps & { minIntervalMs: number };

/**
 * Stores the account of `apiKey` on this sandbox (its `name` and `capabilities`) and a person of its own;
 * `close` ends the instance.
 */
export async function routeMember(
  fx: ConsoleFixture,
  sandbox: { url: string },
  apiKey: string,
  input: { name: string; capabilities?: string[] },
): Promise<RouteMember> {
  const { keyId, secret } = parseApiKey(apiKey);
  const credentials = { baseUrl: sandbox.url, keyId, signingKey: deriveSigningKey(secret) };
  const accountCapabilities = input.capabilities ?? [];
  const accountId = await fx.storeAccount({ ...credentials, capabilities: accountCapabilities });
  const id = randomUUID();
  const user = { id, email: `member-${id.slice(0, 8)}@example.lk`, name: "Member" };
  await fx.handle.db.insert(users).values({ ...user, passwordHash: "scrypt$unused" });
  const instance = testConsoleInstance(fx);

  const lookup = (role: Role, as: MemberAs = {}): AccessLookup => {
    const account: AccountView = {
      id: accountId,
      name: input.name,
      environment: "sandbox",
      baseUrl: sandbox.url,
      keyId,
      capabilities: as.capabilities ?? accountCapabilities,
      hasWebhookKey: false,
      createdAt: "2026-01-01T00:00:00.000Z",
      keyRotatedAt: null,
      approvalAboveLkr: null,
    };
    const membership = { role, branchId: as.branchId ?? null };
    return {
      loadMemberAccess: async (userId: string, id: string) => {
        if (userId !== user.id) return null;
        if (id !== accountId) return { user, member: null };
        return { user, member: { account, membership, credentials: () => credentials } };
      },
    };
  };

  return {
    user,
    accountId,
    credentials,
    instance,
    lookup,
    routeDeps: (role, { signedIn = true, log = () => {}, ...as } = {}) => ({
      sessionUserId: async () => (signedIn ? user.id : null),
      accounts: () => lookup(role, as),
      db: () => fx.handle.db,
      watch: () => instance.watch,
      minIntervalMs: 0,
      log,
    }),
    close: () => instance.close(),
  };
}
