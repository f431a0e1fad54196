import type { CustomerBilling } from "@/lib/payments-api/payments";
import { COMMUNITIES, type Community, CUSTOMER_CITIES } from "./names";
import type { Rng } from "./random";

const INITIAL_LETTERS = "ABDGHJKMNPRSTW";
const EMAIL_DOMAINS: ReadonlyArray<readonly [string, number]> = [
  ["gmail.com", 70],
  ["yahoo.com", 12],
  ["outlook.com", 8],
  ["sltnet.lk", 5],
  ["hotmail.com", 5],
];
// Dialog 77/76/74, Mobitel 71/70, Hutch 78/72, Airtel 75.
const MOBILE_PREFIXES: ReadonlyArray<readonly [string, number]> = [
  ["77", 30],
  ["76", 14],
  ["74", 6],
  ["71", 22],
  ["70", 10],
  ["78", 8],
  ["72", 5],
  ["75", 5],
];

export interface Family {
  community: Community;
  lastName: string;
}

export interface Person {
  firstName: string;
  lastName: string;
  /** As a bank account holder's name is written: "H. M. Kasun Bandara" or "Fathima Cassim". */
  accountName: string;
  email: string;
  phone: string;
  family: Family;
}

function communityOf(rng: Rng): Community {
  return rng.weighted(COMMUNITIES.map((c) => [c, c.weight] as const));
}

function initialsFor(rng: Rng): string {
  const count = rng.int(1, 3);
  let out = "";
  for (let i = 0; i < count; i++) out += `${INITIAL_LETTERS[rng.int(0, INITIAL_LETTERS.length - 1)]}. `;
  return out;
}

export function mobileNumber(rng: Rng): string {
  return `+94${rng.weighted(MOBILE_PREFIXES)}${rng.int(0, 9_999_999).toString().padStart(7, "0")}`;
}

function emailFor(rng: Rng, first: string, last: string): string {
  const clean = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");
  const style = rng.int(0, 3);
  const local =
    style === 0
      ? `${clean(first)}.${clean(last)}`
      : style === 1
        ? `${clean(first)}${clean(last).slice(0, 4)}${rng.int(10, 99)}`
        : style === 2
          ? `${clean(first).charAt(0)}${clean(last)}`
          : `${clean(first)}${rng.int(1975, 2004)}`;
  return `${local}@${rng.weighted(EMAIL_DOMAINS)}`;
}

/** A person; with `family` given, a relative sharing that family (a remittance beneficiary, say). */
export function makePerson(rng: Rng, family?: Family): Person {
  const community = family?.community ?? communityOf(rng);
  const lastName = family?.lastName ?? rng.pick(community.family);
  const firstName = rng.pick(rng.chance(0.5) ? community.male : community.female);
  const accountName = community.initials
    ? `${initialsFor(rng)}${firstName} ${lastName}`
    : `${firstName} ${lastName}`;
  return {
    firstName,
    lastName,
    accountName,
    email: emailFor(rng, firstName, lastName),
    phone: mobileNumber(rng),
    family: { community, lastName },
  };
}

/** A demo customer: the service's billing details, every one of them given. */
export type Customer = Required<CustomerBilling>;

export function makeCustomer(rng: Rng): Customer {
  const person = makePerson(rng);
  const place = rng.weighted(CUSTOMER_CITIES);
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    address: `No. ${rng.int(1, 240)}${rng.chance(0.2) ? `/${rng.int(1, 9)}` : ""}, ${rng.pick(place.streets)}`,
    city: place.city,
    postalCode: place.postalCode,
    country: "Sri Lanka",
  };
}
