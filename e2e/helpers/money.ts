import Decimal from "decimal.js";

/** "USDT 9.85", "LKR 2,955.00": how the console prints an amount (USDT 2 to 6 decimals, LKR 2). */
export function shown(value: Decimal.Value, currency: "USDT" | "LKR"): string {
  const places = currency === "LKR" ? 2 : 6;
  let text = new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
  if (currency === "USDT") text = text.replace(/(\.\d\d\d*?)0+$/, "$1");
  const [whole = "0", fraction = ""] = text.split(".");
  return `${currency} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

export interface ExpectedFees {
  grossUsdt: Decimal;
  exchangeUsdt: Decimal;
  serviceUsdt: Decimal;
  totalUsdt: Decimal;
  netUsdt: Decimal;
  lkr?: { gross: Decimal; exchange: Decimal; service: Decimal; total: Decimal; net: Decimal };
}

const round6 = (value: Decimal) => value.toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
const round2 = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * The fee breakdown of docs/service-rules.md §4, worked out here on its own: gross in USDT (an LKR amount divided by
 * the rate), each fee a rounded percentage of gross, net = gross − fees; LKR payments also in LKR.
 */
export function expectedFees(
  amount: Decimal.Value,
  currency: "USDT" | "LKR",
  fees: { exchangePct: Decimal.Value; servicePct: Decimal.Value },
  rateUsdtLkr?: Decimal.Value,
): ExpectedFees {
  const amountValue = new Decimal(amount);
  if (currency === "LKR" && rateUsdtLkr === undefined) throw new Error("An LKR amount needs a rate");
  const grossUsdt = currency === "USDT" ? amountValue : round6(amountValue.div(rateUsdtLkr ?? 1));
  const exchangeUsdt = round6(grossUsdt.mul(fees.exchangePct).div(100));
  const serviceUsdt = round6(grossUsdt.mul(fees.servicePct).div(100));
  const totalUsdt = exchangeUsdt.add(serviceUsdt);
  const result: ExpectedFees = {
    grossUsdt,
    exchangeUsdt,
    serviceUsdt,
    totalUsdt,
    netUsdt: grossUsdt.sub(totalUsdt),
  };
  if (currency === "LKR") {
    const exchange = round2(amountValue.mul(fees.exchangePct).div(100));
    const service = round2(amountValue.mul(fees.servicePct).div(100));
    const total = exchange.add(service);
    result.lkr = { gross: amountValue, exchange, service, total, net: amountValue.sub(total) };
  }
  return result;
}
