import { z } from "zod";
import { chargeWords } from "@/components/forms/labels";
import { moneyTextNumber } from "@/components/forms/money-text";
import { formatAmount } from "@/lib/format";
import type { Currency } from "@/lib/money";
import {
  type Contract,
  type directDebitGoodsSchema,
  executeContractPaymentBodySchema,
} from "@/lib/payments-api/direct-debit";
import { amountTextProblem, parseAmountText } from "../contract-limit";
import { type FormProblem, formBodySchema, withoutBlanks } from "../form-body-schema";

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

const valuesSchema = z.object({
  currency: z.enum(["USDT", "LKR"]),
  amount: z.string(),
  productName: z.string(),
  productDetail: z.string(),
  goods: z.array(
    z.object({
      goodsType: z.enum(["01", "02"]),
      goodsCategory: z.string(),
      referenceGoodsId: z.string(),
      goodsName: z.string(),
      goodsDetail: z.string(),
    }),
  ),
  webhookUrl: z.string(),
  withBilling: z.boolean(),
  customerBilling: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
});

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

/** A USDT charge is checked against the contract's USDT limit here; an LKR one only the service can convert. */
function formProblems(values: ChargeValues, contract: Pick<Contract, "singleUpperLimit">): FormProblem[] {
  const problem = amountTextProblem(values.amount, values.currency);
  if (problem) return [{ path: ["amount"], message: problem }];
  const amount = parseAmountText(values.amount);
  if (values.currency === "USDT" && amount?.gt(contract.singleUpperLimit)) {
    return [{ path: ["amount"], message: overLimitMessage(contract, "USDT") }];
  }
  return [];
}

/** The amount is more than the contract allows per charge, in words, for the currency charged. */
export function overLimitMessage(contract: Pick<Contract, "singleUpperLimit">, currency: Currency): string {
  const limit = formatAmount(contract.singleUpperLimit, "USDT");
  return currency === "LKR"
    ? `Converted to USDT at the current rate, this is more than the contract allows per charge (${limit}). Charge less, or ask the customer to approve a new contract with a higher limit.`
    : `This is more than the contract allows per charge (${limit}). Charge less, or ask the customer to approve a new contract with a higher limit.`;
}

/** The form's labels and sentences; the amount's label carries the charge's currency. */
export const chargeWordsOf = (values: Pick<ChargeValues, "currency">) => chargeWords(values.currency);

export function chargeSchema(contract: Pick<Contract, "singleUpperLimit">) {
  return formBodySchema(
    valuesSchema,
    toChargeBody,
    executeContractPaymentBodySchema,
    (values) => formProblems(values, contract),
    chargeWordsOf,
  );
}

export type ChargeInput = z.output<typeof executeContractPaymentBodySchema>;
