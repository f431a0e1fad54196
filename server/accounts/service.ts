import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import { writeAudit } from "@/server/audit/log";
import type { Role } from "@/server/auth/policy";
import { survivesSessionCutoff } from "@/server/auth/session-revocation";
import { type ConsoleExecutor, getDb } from "@/server/db/client";
import {
  type MerchantAccount,
  memberships,
  merchantAccounts,
  revokedSessions,
  users,
  userTwoFactor,
} from "@/server/db/schema";
import { deriveSigningKey, InvalidApiKeyError, parseApiKey } from "@/server/upstream/api-key";
import { AccountError } from "./errors";
import { checkBaseUrl, checkEnvironment, checkName, checkWebhookPublicKey } from "./input";
import { loadMasterKey } from "./master-key";
import { probeKey } from "./probe";
import { decryptSigningKey, encryptSigningKey } from "./vault";
import { type AccountEnvironment, type AccountView, toAccountView } from "./view";

export interface AccountServiceDeps {
  db: ConsoleExecutor;
  /** Called when a key is sealed or opened, so nothing reads the master key before it is needed. */
  masterKey: () => Uint8Array;
  fetch?: typeof fetch;
  upstreamTimeoutMs?: number;
}

export interface AddAccountInput {
  name: string;
  baseUrl: string;
  /** The full key `ak_live_….sk_live_…`; only its id and the derived signing key are kept. */
  apiKey: string;
  environment?: AccountEnvironment;
  /** ED25519 SPKI PEM; fetched from the service's webhook config when absent. */
  webhookPublicKeyPem?: string | null;
  /** The console user adding the account; they become its owner. */
  createdBy?: string | null;
}

export interface MembershipView {
  role: Role;
  branchId: string | null;
}

export interface AccountMembership extends MembershipView {
  account: AccountView;
}

/** What the forwarder needs to sign a call. Server memory only: never returned to a browser or logged. */
export interface UpstreamCredentials {
  baseUrl: string;
  keyId: string;
  signingKey: string;
}

/** A user's access to one account, read in one query: the user, and their membership with the account. */
export interface MemberAccess {
  user: { id: string; email: string; name: string | null };
  /** Null when the user is not a member of the account (or it does not exist). */
  member: {
    membership: MembershipView;
    account: AccountView;
    /** Opens the signing key of the row already read; nothing is read again. */
    credentials: () => UpstreamCredentials;
    /** The account requires a second factor and this user has none yet. */
    needsTwoFactor?: boolean;
  } | null;
}

// Matches no row: an account id that is not a UUID names no account, and Postgres would refuse it.
const NO_ACCOUNT = "00000000-0000-0000-0000-000000000000";

function parseKey(apiKey: string) {
  try {
    const { keyId, secret } = parseApiKey(apiKey);
    return { keyId, signingKey: deriveSigningKey(secret) };
  } catch (error) {
    // parseApiKey's messages describe the shape only, never the key itself.
    if (error instanceof InvalidApiKeyError) throw new AccountError("key_malformed", error.message, "apiKey");
    throw error;
  }
}

function prepareMemberAccess(db: ConsoleExecutor) {
  return db
    .select({
      user: { id: users.id, email: users.email, name: users.name },
      role: memberships.role,
      branchId: memberships.branchId,
      account: merchantAccounts,
      revoked: revokedSessions.sessionId,
      sessionsValidAfter: users.sessionsValidAfter,
      sessionKept: users.sessionKept,
      twoFactorAt: userTwoFactor.confirmedAt,
    })
    .from(users)
    .leftJoin(
      revokedSessions,
      and(eq(revokedSessions.userId, users.id), eq(revokedSessions.sessionId, sql.placeholder("sessionId"))),
    )
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.accountId, sql.placeholder("accountId"))),
    )
    .leftJoin(merchantAccounts, eq(merchantAccounts.id, memberships.accountId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(and(eq(users.id, sql.placeholder("userId")), eq(users.isActive, true)))
    .prepare("load_member_access");
}

export function createAccountService(deps: AccountServiceDeps) {
  const { db } = deps;
  const probe = (baseUrl: string, key: { keyId: string; signingKey: string }, fetchWebhookKey: boolean) =>
    probeKey({ baseUrl, ...key, fetchWebhookKey, timeoutMs: deps.upstreamTimeoutMs, fetch: deps.fetch });

  // The query of every account request, built once and prepared on each connection by name.
  let memberAccess: ReturnType<typeof prepareMemberAccess> | undefined;
  const memberAccessQuery = () => {
    memberAccess ??= prepareMemberAccess(db);
    return memberAccess;
  };

  async function findRow(accountId: string): Promise<MerchantAccount | null> {
    if (!isUuid(accountId)) return null;
    const [row] = await db.select().from(merchantAccounts).where(eq(merchantAccounts.id, accountId));
    return row ?? null;
  }

  async function requireRow(accountId: string): Promise<MerchantAccount> {
    const row = await findRow(accountId);
    if (!row) throw new AccountError("not_found", `No merchant account with id ${accountId}`);
    return row;
  }

  return {
    async addAccount(input: AddAccountInput): Promise<AccountView> {
      const name = checkName(input.name);
      const environment = checkEnvironment(input.environment);
      const baseUrl = checkBaseUrl(input.baseUrl, environment);
      const givenPem = input.webhookPublicKeyPem ? checkWebhookPublicKey(input.webhookPublicKeyPem) : null;
      const key = parseKey(input.apiKey);
      const createdBy = input.createdBy ?? null;
      if (createdBy !== null) {
        const [user] = isUuid(createdBy)
          ? await db.select({ id: users.id }).from(users).where(eq(users.id, createdBy))
          : [];
        if (!user) throw new AccountError("invalid_input", `No user with id ${createdBy}`);
      }

      const found = await probe(baseUrl, key, givenPem === null);
      // The id is the vault's associated data, so it must exist before the key is sealed.
      const id = randomUUID();
      const sealed = encryptSigningKey(id, key.signingKey, deps.masterKey());
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(merchantAccounts)
          .values({
            id,
            name,
            environment,
            baseUrl,
            keyId: key.keyId,
            encryptedSigningKey: sealed,
            webhookPublicKey: givenPem ?? found.webhookPublicKeyPem,
            capabilities: found.capabilities,
          })
          .returning();
        if (!inserted) throw new Error("The merchant account was not stored");
        if (createdBy !== null) {
          await tx.insert(memberships).values({ userId: createdBy, accountId: id, role: "owner" });
        }
        await writeAudit(tx, {
          userId: createdBy,
          accountId: id,
          action: "account.add",
          outcome: "success",
          details: { name, environment, baseUrl, keyId: key.keyId, capabilities: found.capabilities },
        });
        return inserted;
      });
      return toAccountView(row);
    },

    /** Replaces the key after checking the new one against the account's service. */
    async rotateKey(
      accountId: string,
      apiKey: string,
      options: { rotatedBy?: string | null } = {},
    ): Promise<AccountView> {
      const current = await requireRow(accountId);
      const key = parseKey(apiKey);
      const needsWebhookKey = current.webhookPublicKey === null;
      const found = await probe(current.baseUrl, key, needsWebhookKey);
      const sealed = encryptSigningKey(current.id, key.signingKey, deps.masterKey());
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(merchantAccounts)
          .set({
            keyId: key.keyId,
            encryptedSigningKey: sealed,
            capabilities: found.capabilities,
            keyRotatedAt: new Date(),
            ...(needsWebhookKey ? { webhookPublicKey: found.webhookPublicKeyPem } : {}),
          })
          .where(eq(merchantAccounts.id, current.id))
          .returning();
        if (!updated) throw new AccountError("not_found", `No merchant account with id ${accountId}`);
        await writeAudit(tx, {
          userId: options.rotatedBy ?? null,
          accountId: current.id,
          action: "account.rotate-key",
          outcome: "success",
          details: { keyId: key.keyId, previousKeyId: current.keyId, capabilities: found.capabilities },
        });
        return updated;
      });
      return toAccountView(row);
    },

    /** Deletes the account with its memberships, invitations and webhook inbox (the audit trail stays). */
    async removeAccount(accountId: string, options: { removedBy?: string | null } = {}): Promise<void> {
      const current = await requireRow(accountId);
      await db.transaction(async (tx) => {
        await tx.delete(merchantAccounts).where(eq(merchantAccounts.id, current.id));
        await writeAudit(tx, {
          userId: options.removedBy ?? null,
          accountId: current.id,
          action: "account.remove",
          outcome: "success",
          details: { name: current.name, keyId: current.keyId },
        });
      });
    },

    async getAccount(accountId: string): Promise<AccountView | null> {
      const row = await findRow(accountId);
      return row ? toAccountView(row) : null;
    },

    async listAccounts(): Promise<AccountView[]> {
      const rows = await db.select().from(merchantAccounts).orderBy(asc(merchantAccounts.createdAt));
      return rows.map(toAccountView);
    },

    async listAccountsForUser(userId: string): Promise<AccountMembership[]> {
      if (!isUuid(userId)) return [];
      const rows = await db
        .select({ account: merchantAccounts, role: memberships.role, branchId: memberships.branchId })
        .from(memberships)
        .innerJoin(merchantAccounts, eq(memberships.accountId, merchantAccounts.id))
        .innerJoin(users, eq(memberships.userId, users.id))
        .where(and(eq(memberships.userId, userId), eq(users.isActive, true)))
        .orderBy(asc(merchantAccounts.name), asc(merchantAccounts.createdAt));
      return rows.map((row) => ({
        account: toAccountView(row.account),
        role: row.role,
        branchId: row.branchId,
      }));
    },

    /** The user's membership of the account with the account, or null when there is none. */
    async getAccountForUser(
      userId: string,
      accountId: string,
    ): Promise<{ membership: MembershipView; account: AccountView } | null> {
      if (!isUuid(userId) || !isUuid(accountId)) return null;
      const [row] = await db
        .select({ account: merchantAccounts, role: memberships.role, branchId: memberships.branchId })
        .from(memberships)
        .innerJoin(merchantAccounts, eq(memberships.accountId, merchantAccounts.id))
        .innerJoin(users, eq(memberships.userId, users.id))
        .where(
          and(eq(memberships.userId, userId), eq(memberships.accountId, accountId), eq(users.isActive, true)),
        );
      if (!row) return null;
      return { membership: { role: row.role, branchId: row.branchId }, account: toAccountView(row.account) };
    },

    /**
     * Everything a request on an account needs, in one round trip: the user if active, and their
     * membership with the account row. Null when the user is unknown or deactivated, or when `sessionId`
     * names a session that was ended (signed out, or with all others before `signedInAt`'s cut-off).
     */
    async loadMemberAccess(
      userId: string,
      accountId: string,
      sessionId?: string,
      signedInAt?: number,
    ): Promise<MemberAccess | null> {
      if (!isUuid(userId)) return null;
      const [row] = await memberAccessQuery().execute({
        userId,
        accountId: isUuid(accountId) ? accountId : NO_ACCOUNT,
        sessionId: sessionId ?? "",
      });
      if (!row || row.revoked !== null) return null;
      if (sessionId !== undefined && !survivesSessionCutoff(row, sessionId, signedInAt)) return null;
      const { account, role } = row;
      if (!account || !role) return { user: row.user, member: null };
      return {
        user: row.user,
        member: {
          membership: { role, branchId: row.branchId },
          account: toAccountView(account),
          credentials: () => ({
            baseUrl: account.baseUrl,
            keyId: account.keyId,
            signingKey: decryptSigningKey(account.id, account.encryptedSigningKey, deps.masterKey()),
          }),
          needsTwoFactor: account.requireTwoFactor && row.twoFactorAt === null,
        },
      };
    },

    /** Opens the sealed signing key of a stored account row. */
    loadSigningKey(account: Pick<MerchantAccount, "id" | "encryptedSigningKey">): string {
      return decryptSigningKey(account.id, account.encryptedSigningKey, deps.masterKey());
    },

    async loadUpstreamCredentials(accountId: string): Promise<UpstreamCredentials | null> {
      const row = await findRow(accountId);
      if (!row) return null;
      return {
        baseUrl: row.baseUrl,
        keyId: row.keyId,
        signingKey: decryptSigningKey(row.id, row.encryptedSigningKey, deps.masterKey()),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

let defaultService: AccountService | undefined;

/** The service on the process-wide database and master key, created on first use. */
export function accountService(): AccountService {
  if (!defaultService) {
    let masterKey: Uint8Array | undefined;
    defaultService = createAccountService({
      db: getDb(),
      masterKey: () => {
        masterKey ??= loadMasterKey();
        return masterKey;
      },
    });
  }
  return defaultService;
}

export const addAccount = (input: AddAccountInput) => accountService().addAccount(input);
export const rotateKey = (accountId: string, apiKey: string, options?: { rotatedBy?: string | null }) =>
  accountService().rotateKey(accountId, apiKey, options);
export const removeAccount = (accountId: string, options?: { removedBy?: string | null }) =>
  accountService().removeAccount(accountId, options);
export const listAccountsForUser = (userId: string) => accountService().listAccountsForUser(userId);
export const getAccountForUser = (userId: string, accountId: string) =>
  accountService().getAccountForUser(userId, accountId);
export const loadSigningKey = (account: Pick<MerchantAccount, "id" | "encryptedSigningKey">) =>
  accountService().loadSigningKey(account);
