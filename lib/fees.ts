import {
  type Decimal,
  type DecimalInput,
  decimal,
  divide,
  lkrToUsdt,
  multiply,
  roundLkr,
  roundUsdt,
  toApiNumber,
} from "@/lib/money";

/** The rate is missing or not positive, so LKR amounts cannot be converted (the API answers 400). */
export class ExchangeRateUnavailableError extends Error {
  readonly code = "exchange_rate_unavailable";
  constructor() {
    super("exchange rate unavailable");
    this.name = "ExchangeRateUnavailableError";
  }
}

interface FeeInputBase {
  amount: DecimalInput;
  exchangeFeePercentage: DecimalInput;
  serviceFeePercentage: DecimalInput;
}

export interface UsdtFeeInput extends FeeInputBase {
  currency: "USDT";
  rateUsdtLkr?: DecimalInput | null;
}

export interface LkrFeeInput extends FeeInputBase {
  currency: "LKR";
  /** LKR per USDT. */
  rateUsdtLkr?: DecimalInput | null;
}

export type FeeInput = UsdtFeeInput | LkrFeeInput;

export interface UsdtFeeBreakdown {
  grossAmountUSDT: Decimal;
  exchangeFeePercentage: Decimal;
  exchangeFeeAmountUSDT: Decimal;
  serviceFeePercentage: Decimal;
  serviceFeeAmountUSDT: Decimal;
  totalFeesUSDT: Decimal;
  netAmountUSDT: Decimal;
}

export interface LkrFeeBreakdown extends UsdtFeeBreakdown {
  grossAmountLKR: Decimal;
  exchangeFeeAmountLKR: Decimal;
  serviceFeeAmountLKR: Decimal;
  totalFeesLKR: Decimal;
  netAmountLKR: Decimal;
  exchangeRateSnapshot: Decimal;
}

export type FeeBreakdown = UsdtFeeBreakdown | LkrFeeBreakdown;

type Wire<T> = { [K in keyof T]: number };
export type UsdtFeeBreakdownWire = Wire<UsdtFeeBreakdown>;
export type LkrFeeBreakdownWire = Wire<LkrFeeBreakdown>;

function percentOf(amount: Decimal, percentage: Decimal): Decimal {
  return divide(multiply(amount, percentage), 100);
}

/** Fee breakdown of docs/service-rules.md §4: gross always equals fees + net exactly, in each currency. */
export function computeFeeBreakdown(input: UsdtFeeInput): UsdtFeeBreakdown;
export function computeFeeBreakdown(input: LkrFeeInput): LkrFeeBreakdown;
export function computeFeeBreakdown(input: FeeInput): FeeBreakdown;
export function computeFeeBreakdown(input: FeeInput): FeeBreakdown {
  const exchangeFeePercentage = decimal(input.exchangeFeePercentage);
  const serviceFeePercentage = decimal(input.serviceFeePercentage);

  let lkr: { gross: Decimal; rate: Decimal } | null = null;
  let grossAmountUSDT: Decimal;
  if (input.currency === "LKR") {
    const rate = input.rateUsdtLkr == null ? null : decimal(input.rateUsdtLkr);
    if (rate === null || rate.lte(0)) throw new ExchangeRateUnavailableError();
    // The USDT gross derives from the LKR gross actually reported, so both sides describe one amount.
    const gross = roundLkr(input.amount);
    lkr = { gross, rate };
    grossAmountUSDT = lkrToUsdt(gross, rate);
  } else {
    grossAmountUSDT = roundUsdt(input.amount);
  }

  const exchangeFeeAmountUSDT = roundUsdt(percentOf(grossAmountUSDT, exchangeFeePercentage));
  const serviceFeeAmountUSDT = roundUsdt(percentOf(grossAmountUSDT, serviceFeePercentage));
  const totalFeesUSDT = exchangeFeeAmountUSDT.plus(serviceFeeAmountUSDT);
  const usdt: UsdtFeeBreakdown = {
    grossAmountUSDT,
    exchangeFeePercentage,
    exchangeFeeAmountUSDT,
    serviceFeePercentage,
    serviceFeeAmountUSDT,
    totalFeesUSDT,
    netAmountUSDT: grossAmountUSDT.minus(totalFeesUSDT),
  };
  if (lkr === null) return usdt;

  const exchangeFeeAmountLKR = roundLkr(percentOf(lkr.gross, exchangeFeePercentage));
  const serviceFeeAmountLKR = roundLkr(percentOf(lkr.gross, serviceFeePercentage));
  const totalFeesLKR = exchangeFeeAmountLKR.plus(serviceFeeAmountLKR);
  return {
    ...usdt,
    grossAmountLKR: lkr.gross,
    exchangeFeeAmountLKR,
    serviceFeeAmountLKR,
    totalFeesLKR,
    netAmountLKR: lkr.gross.minus(totalFeesLKR),
    exchangeRateSnapshot: lkr.rate,
  };
}

export function isLkrFeeBreakdown(b: FeeBreakdown): b is LkrFeeBreakdown {
  return "grossAmountLKR" in b;
}

/** The breakdown as JSON numbers, USDT fields at 6 places and LKR fields at 2. */
export function feeBreakdownToWire(b: UsdtFeeBreakdown): UsdtFeeBreakdownWire;
export function feeBreakdownToWire(b: LkrFeeBreakdown): LkrFeeBreakdownWire;
export function feeBreakdownToWire(b: FeeBreakdown): UsdtFeeBreakdownWire | LkrFeeBreakdownWire;
export function feeBreakdownToWire(b: FeeBreakdown): UsdtFeeBreakdownWire | LkrFeeBreakdownWire {
  const usdt: UsdtFeeBreakdownWire = {
    grossAmountUSDT: toApiNumber(b.grossAmountUSDT, "USDT"),
    exchangeFeePercentage: toApiNumber(b.exchangeFeePercentage),
    exchangeFeeAmountUSDT: toApiNumber(b.exchangeFeeAmountUSDT, "USDT"),
    serviceFeePercentage: toApiNumber(b.serviceFeePercentage),
    serviceFeeAmountUSDT: toApiNumber(b.serviceFeeAmountUSDT, "USDT"),
    totalFeesUSDT: toApiNumber(b.totalFeesUSDT, "USDT"),
    netAmountUSDT: toApiNumber(b.netAmountUSDT, "USDT"),
  };
  if (!isLkrFeeBreakdown(b)) return usdt;
  return {
    ...usdt,
    grossAmountLKR: toApiNumber(b.grossAmountLKR, "LKR"),
    exchangeFeeAmountLKR: toApiNumber(b.exchangeFeeAmountLKR, "LKR"),
    serviceFeeAmountLKR: toApiNumber(b.serviceFeeAmountLKR, "LKR"),
    totalFeesLKR: toApiNumber(b.totalFeesLKR, "LKR"),
    netAmountLKR: toApiNumber(b.netAmountLKR, "LKR"),
    exchangeRateSnapshot: toApiNumber(b.exchangeRateSnapshot),
  };
}

type Text<T> = { [K in keyof T]: string };
export type UsdtFeeBreakdownText = Text<UsdtFeeBreakdown>;
export type LkrFeeBreakdownText = Text<LkrFeeBreakdown>;

/**
 * The breakdown as decimal strings at the wire's places (USDT 6, LKR 2), for a preview: no amount passes
 * through a float, so a 17-digit amount keeps every digit (a JSON number would not).
 */
export function feeBreakdownToText(b: UsdtFeeBreakdown): UsdtFeeBreakdownText;
export function feeBreakdownToText(b: LkrFeeBreakdown): LkrFeeBreakdownText;
export function feeBreakdownToText(b: FeeBreakdown): UsdtFeeBreakdownText | LkrFeeBreakdownText;
export function feeBreakdownToText(b: FeeBreakdown): UsdtFeeBreakdownText | LkrFeeBreakdownText {
  const usdt: UsdtFeeBreakdownText = {
    grossAmountUSDT: roundUsdt(b.grossAmountUSDT).toFixed(),
    exchangeFeePercentage: b.exchangeFeePercentage.toFixed(),
    exchangeFeeAmountUSDT: roundUsdt(b.exchangeFeeAmountUSDT).toFixed(),
    serviceFeePercentage: b.serviceFeePercentage.toFixed(),
    serviceFeeAmountUSDT: roundUsdt(b.serviceFeeAmountUSDT).toFixed(),
    totalFeesUSDT: roundUsdt(b.totalFeesUSDT).toFixed(),
    netAmountUSDT: roundUsdt(b.netAmountUSDT).toFixed(),
  };
  if (!isLkrFeeBreakdown(b)) return usdt;
  return {
    ...usdt,
    grossAmountLKR: roundLkr(b.grossAmountLKR).toFixed(),
    exchangeFeeAmountLKR: roundLkr(b.exchangeFeeAmountLKR).toFixed(),
    serviceFeeAmountLKR: roundLkr(b.serviceFeeAmountLKR).toFixed(),
    totalFeesLKR: roundLkr(b.totalFeesLKR).toFixed(),
    netAmountLKR: roundLkr(b.netAmountLKR).toFixed(),
    exchangeRateSnapshot: b.exchangeRateSnapshot.toFixed(),
  };
}
