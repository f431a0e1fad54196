import type { z } from "zod";
import { chargeWords } from "@/components/forms/labels";
import { moneyTextNumber } from "@/components/forms/money-text";
import { formatAmount } from "@/lib/format";
import type { Currency } from "@/lib/money";
import type {
  Contract,
  directDebitGoodsSchema,
  executeContractPaymentBodySchema,
} from "@/lib/payments-api/direct-debit";
import { lkrWithSlippage } from "../contract-limit";
import { bpsAsPercent } from "../contract-limit-text";
import { withoutBlanks } from "../form-body-schema";

// The charge form's plain part: its values and the body built from them. The checks (the contract's
// schema, and zod with it) are in charge-form-schema.ts, which the form loads when first used.

export type GoodsType = z.infer<typeof directDebitGoodsSchema>["goodsType"];

export const goodsTypeNames: Record<GoodsType, string> = {
  "01": "Tangible goods",
  "02": "Virtual goods or services",
};

export interface GoodsLine {
  goodsType: GoodsType;
  goodsCategory: string;
  referenceGoodsId: string;
  goodsName: string;
  goodsDetail: string;
}

/** The charge form as typed; names follow the API's body so a 400's details land on their fields. */
export interface ChargeValues {
  currency: Currency;
  amount: string;
  productName: string;
  productDetail: string;
  goods: GoodsLine[];
  webhookUrl: string;
  withBilling: boolean;
  customerBilling: { firstName: string; lastName: string; email: string; phone: string; address: string };
}

export const EMPTY_GOODS_LINE: GoodsLine = {
  goodsType: "01",
  goodsCategory: "",
  referenceGoodsId: "",
  goodsName: "",
  goodsDetail: "",
};

export function chargeDefaults(contract: Pick<Contract, "currency">): ChargeValues {
  return {
    currency: contract.currency === "LKR" ? "LKR" : "USDT",
    amount: "",
    productName: "",
    productDetail: "",
    goods: [],
    webhookUrl: "",
    withBilling: false,
    customerBilling: { firstName: "", lastName: "", email: "", phone: "", address: "" },
  };
}

const given = (text: string) => (text.trim() === "" ? undefined : text.trim());

/** The POST /v1/direct-debit/:id/payment body for what was typed; blanks and unused parts left out. */
export function toChargeBody(values: ChargeValues) {
  const billing = values.customerBilling;
  return withoutBlanks({
    currency: values.currency,
    amount: moneyTextNumber(values.amount, values.currency),
    productName: given(values.productName),
    productDetail: given(values.productDetail),
    goods:
      values.goods.length === 0
        ? undefined
        : values.goods.map((line) =>
            withoutBlanks({
              goodsType: line.goodsType,
              goodsCategory: given(line.goodsCategory),
              referenceGoodsId: given(line.referenceGoodsId),
              goodsName: given(line.goodsName),
              goodsDetail: given(line.goodsDetail),
            }),
          ),
    webhookUrl: given(values.webhookUrl),
    customerBilling: values.withBilling
      ? withoutBlanks({
          firstName: given(billing.firstName),
          lastName: given(billing.lastName),
          email: given(billing.email),
          phone: given(billing.phone),
          address: given(billing.address),
        })
      : undefined,
  });
}

/** The amount is more than the contract allows per charge, in words, for the currency charged. */
export function overLimitMessage(contract: Pick<Contract, "singleUpperLimit">, currency: Currency): string {
  const limit = formatAmount(contract.singleUpperLimit, "USDT");
  return currency === "LKR"
    ? `Converted to USDT at the current rate, this is more than the contract allows per charge (${limit}). Charge less, or ask the customer to approve a new contract with a higher limit.`
    : `This is more than the contract allows per charge (${limit}). Charge less, or ask the customer to approve a new contract with a higher limit.`;
}

/** An LKR amount above what the customer agreed to per charge, slippage included, in words. */
export function overAgreedLkrMessage(
  contract: Pick<Contract, "singleUpperLimitLkr" | "slippageBps">,
): string {
  const bps = Number(contract.slippageBps ?? 0);
  const agreed = formatAmount(contract.singleUpperLimitLkr ?? 0, "LKR");
  const most = formatAmount(lkrWithSlippage(contract.singleUpperLimitLkr ?? 0, bps), "LKR");
  const terms =
    bps === 0
      ? `${agreed} per charge`
      : `${agreed} per charge with ${bpsAsPercent(bps)} slippage, at most ${most}`;
  return `This is more than the customer agreed to (${terms}). Charge less, or ask the customer to approve a new contract with a higher limit.`;
}

/** The form's labels and sentences; the amount's label carries the charge's currency. */
export const chargeWordsOf = (values: Pick<ChargeValues, "currency">) => chargeWords(values.currency);

export type ChargeInput = z.output<typeof executeContractPaymentBodySchema>;
