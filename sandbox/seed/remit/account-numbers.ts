import type { Rng } from "../random";

// Account number shapes per bank as they appear on passbooks and cheque leaves ('#' is any digit). The
// lengths differ by bank, which is what a payout file reviewer notices first.
const FORMATS: Record<number, string> = {
  7010: "#########",
  7038: "01#########",
  7056: "80########",
  7083: "0##0########",
  7135: "###2001########",
  7162: "100#########",
  7214: "1001########",
  7278: "1###5#######",
  7287: "0##01########",
  7302: "00##########",
  7311: "1##1########",
  7454: "1010########",
  7463: "0##########",
  7481: "8###########",
  7719: "100#########",
  7728: "0##########",
};

export function accountNumber(rng: Rng, bankCode: number): string {
  const format = FORMATS[bankCode] ?? "############";
  return format.replace(/#/g, () => String(rng.int(0, 9)));
}

/** How the aggregator's beneficiaries spread over the banks: the state banks and the big four lead. */
export const BANK_POPULARITY: Record<number, number> = {
  7010: 20,
  7135: 16,
  7056: 14,
  7083: 12,
  7278: 10,
  7719: 8,
  7287: 5,
  7162: 3,
  7214: 3,
  7454: 3,
  7311: 1.5,
  7463: 1.5,
  7302: 1,
  7481: 1,
  7728: 1,
  7038: 1,
};
