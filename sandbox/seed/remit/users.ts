import { randomUUID } from "node:crypto";
import {
  type BankAccountInsert as AccountRow,
  aggregatorUserRow,
  bankAccountRow,
  type AggregatorUserInsert as UserRow,
} from "../../domain/offramp/offramp-rows";
import { DAY_MS, type DemoDay, HOUR_MS, MINUTE_MS, plusMs } from "../calendar";
import { makePerson } from "../people";
import { Rng } from "../random";
import { accountNumber, BANK_POPULARITY } from "./account-numbers";

export type AggregatorUserInsert = UserRow & { id: string };
export type BankAccountInsert = AccountRow & { id: string };

export interface RemitAccount {
  id: string;
  createdAt: Date;
}

/** A remitter abroad and the family accounts at home they send to. */
export interface RemitUser {
  id: string;
  createdAt: Date;
  /** How often this user sends, relative to the others: a few send every week. */
  activity: number;
  accounts: RemitAccount[];
}

const USER_COUNT = 200;
/** Customers who were already on the aggregator's books when the window opens. */
const EXISTING_USERS = 130;

export function buildRemitUsers(
  seedNumber: number,
  merchantId: string,
  days: readonly DemoDay[],
  bankCodes: readonly number[],
) {
  const rng = new Rng(seedNumber, "remit/users");
  const first = days[0];
  const today = days[days.length - 1];
  if (!first || !today) throw new Error("empty demo window");
  // Anchored to calendar days rather than "now", so the same seed gives the same users all day.
  const windowStart = first.start.getTime();
  const latestSignUp = today.start.getTime() - 3 * DAY_MS;
  const latestExtraAccount = today.start.getTime() - DAY_MS;

  const signUps = Array.from({ length: USER_COUNT }, (_, i) =>
    i < EXISTING_USERS
      ? windowStart - rng.between(1, 30) * DAY_MS
      : windowStart + rng.next() * (latestSignUp - windowStart),
  ).sort((a, b) => a - b);
  const numbers = new Set<number>();
  while (numbers.size < USER_COUNT) numbers.add(rng.int(101, 2600));
  const customerNumbers = [...numbers].sort((a, b) => a - b);
  const banks = bankCodes.map((code) => [code, BANK_POPULARITY[code] ?? 1] as const);

  const users: AggregatorUserInsert[] = [];
  const accounts: BankAccountInsert[] = [];
  const model: RemitUser[] = [];
  signUps.forEach((signUp, index) => {
    const id = randomUUID();
    const createdAt = new Date(Math.round(signUp));
    const externalUserId = `LRX-CUST-${String(customerNumbers[index] ?? index).padStart(6, "0")}`;
    users.push({ ...aggregatorUserRow(merchantId, externalUserId, createdAt), id });

    const remitter = makePerson(rng);
    const accountCount = rng.weighted([
      [1, 60],
      [2, 30],
      [3, 10],
    ] as const);
    const userAccounts: RemitAccount[] = [];
    for (let n = 0; n < accountCount; n++) {
      const beneficiary = makePerson(rng, remitter.family);
      const bankCode = rng.weighted(banks);
      // The first account is added at sign-up; later ones when the family needs another.
      const added =
        n === 0
          ? plusMs(createdAt, rng.between(2, 20) * MINUTE_MS)
          : new Date(
              Math.min(
                createdAt.getTime() + rng.between(1, 45) * DAY_MS,
                Math.max(createdAt.getTime() + HOUR_MS, latestExtraAccount),
              ),
            );
      const accountId = randomUUID();
      accounts.push({
        ...bankAccountRow({
          merchantId,
          userId: id,
          bankCode,
          accountNumber: accountNumber(rng, bankCode),
          accountName: beneficiary.accountName,
          beneficiaryMobile: rng.chance(0.85) ? beneficiary.phone : null,
          beneficiaryEmail: rng.chance(0.4) ? beneficiary.email : null,
          createdAt: added,
        }),
        id: accountId,
      });
      userAccounts.push({ id: accountId, createdAt: added });
    }
    model.push({ id, createdAt, activity: Math.min(4, rng.logNormal(1, 0.6)), accounts: userAccounts });
  });
  return { users, accounts, model };
}
