import "server-only";
import { createHash } from "node:crypto";
import { maskAccountNumber } from "@/lib/account-number";
import type { ApprovalKind, ApprovalParties, PartiesReading } from "@/lib/approvals";
import { MemberScopeError } from "@/server/upstream/branch-scope";
import type { PaymentsApi } from "@/server/upstream/client";
import { NotFoundError, PermissionError, UpstreamError } from "@/server/upstream/errors";
import { upstreamWords } from "./upstream-failure";

// Who or what a held request pays, read from the payments service with the account's key, from the ids the
// request stores (never from anything a browser said): for a payout the end-user (their id in the merchant's
// system, through the service's find-or-create by that id, which must answer this very end-user) and the bank
// account (which must be in that end-user's list); for a settlement the branch (which must be an active
// branch of this merchant). Read when a request is held, whenever it is shown, and again when it is approved.

/** The ids a request stores, as the console wrote them. */
export interface PartyIds {
  kind: ApprovalKind;
  requestBody: Record<string, unknown>;
  endUserRef: string | null;
}

/** The parts of a request do not belong together: it is not held, and cannot be approved. */
export class PartiesRefusal extends Error {
  override name = "PartiesRefusal";
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** The service does not know the resource in this merchant account (unknown, or another merchant's). */
const unknownHere = (error: unknown) => error instanceof NotFoundError || error instanceof PermissionError;

async function payoutParties(api: PaymentsApi, ids: PartyIds): Promise<ApprovalParties> {
  const userId = text(ids.requestBody.userId);
  const userBankId = text(ids.requestBody.userBankId);
  if (!userId || !userBankId) throw new PartiesRefusal("This payout names no end-user or bank account.");
  let externalUserId: string | null = null;
  if (ids.endUserRef !== null) {
    // The service lists no users; its find-or-create by the merchant's id answers the end-user who has it.
    const user = await api.upsertAggregatorUser({ body: { externalUserId: ids.endUserRef } });
    if (user.userId !== userId) {
      throw new PartiesRefusal(
        `The end-user id ${ids.endUserRef} belongs to another end-user in the payments service than the one this payout pays.`,
      );
    }
    externalUserId = user.externalUserId;
  }
  let accounts: Awaited<ReturnType<PaymentsApi["listAggregatorBankAccounts"]>>;
  try {
    accounts = await api.listAggregatorBankAccounts({ params: { id: userId } });
  } catch (error) {
    if (unknownHere(error)) {
      throw new PartiesRefusal("The payments service does not know this end-user in this merchant account.");
    }
    throw error;
  }
  const account = accounts.find((candidate) => candidate.userBankId === userBankId);
  if (!account) {
    throw new PartiesRefusal(
      "This bank account is not one of this end-user's bank accounts in the payments service.",
    );
  }
  return {
    kind: "payout",
    externalUserId,
    accountName: account.accountName,
    bankName: account.bankName,
    accountNumberMasked: maskAccountNumber(account.accountNumber),
  };
}

async function settlementParties(api: PaymentsApi, ids: PartyIds): Promise<ApprovalParties> {
  const branchId = text(ids.requestBody.branchId);
  if (branchId === null) return { kind: "settlement", branch: null };
  let branch: Awaited<ReturnType<PaymentsApi["getBranch"]>>;
  try {
    branch = await api.getBranch({ params: { id: branchId } });
  } catch (error) {
    if (unknownHere(error)) throw new PartiesRefusal("This branch is not one of this merchant's branches.");
    throw error;
  }
  if (!branch.isActive) {
    throw new PartiesRefusal(
      `The branch ${branch.name} is no longer active, so it cannot be settled on its own.`,
    );
  }
  return { kind: "settlement", branch: { name: branch.name, code: branch.code } };
}

/**
 * The request's parties as the service has them now. Throws PartiesRefusal when they do not belong together,
 * and the UpstreamError (or MemberScopeError) of a read that failed.
 */
export function resolveParties(api: PaymentsApi, ids: PartyIds): Promise<ApprovalParties> {
  return ids.kind === "payout" ? payoutParties(api, ids) : settlementParties(api, ids);
}

/** A fingerprint of exactly the fields shown, in a fixed order. */
export function shownFingerprint(parties: ApprovalParties): string {
  const fields =
    parties.kind === "payout"
      ? [
          parties.kind,
          parties.externalUserId,
          parties.accountName,
          parties.bankName,
          parties.accountNumberMasked,
        ]
      : [parties.kind, parties.branch?.name ?? null, parties.branch?.code ?? null];
  return createHash("sha256").update(JSON.stringify(fields)).digest("base64url");
}

/** For a page: the parties, or why they cannot be shown (not belonging together, or the service not answering). */
export async function readParties(api: PaymentsApi, ids: PartyIds): Promise<PartiesReading> {
  try {
    const parties = await resolveParties(api, ids);
    return { state: "read", parties, shown: shownFingerprint(parties) };
  } catch (error) {
    if (error instanceof PartiesRefusal) return { state: "refused", message: error.message };
    if (error instanceof UpstreamError || error instanceof MemberScopeError) {
      return {
        state: "unavailable",
        message: upstreamWords(error),
        requestId: error instanceof UpstreamError ? error.requestId : null,
      };
    }
    throw error;
  }
}
