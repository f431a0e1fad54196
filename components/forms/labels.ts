import type { FormWords } from "./person-words";

/**
 * Each form's words: the label of every field of the contract body it sends (keyed by the API's path, `*`
 * for a list index, `{n}` for its position) and its own sentences for a field's constraint. Money labels
 * carry the currency. labels.test.tsx walks every field of these bodies and fails on one without a label.
 */

type Currency = "USDT" | "LKR";

const billing = (prefix: string) => ({
  [prefix]: "Customer details",
  [`${prefix}.firstName`]: "First name",
  [`${prefix}.lastName`]: "Last name",
  [`${prefix}.email`]: "Email",
  [`${prefix}.phone`]: "Phone",
  [`${prefix}.address`]: "Address",
  [`${prefix}.city`]: "City",
  [`${prefix}.postalCode`]: "Postal code",
  [`${prefix}.country`]: "Country",
});

/** POST /v1/payment (the new-payment form). */
export function paymentWords(currency: Currency = "USDT"): FormWords {
  return {
    labels: {
      amount: `Amount (${currency})`,
      currency: "Currency",
      provider: "Provider",
      goods: "Goods",
      "goods.*": "Item {n}",
      "goods.*.name": "Item {n} name",
      "goods.*.description": "Item {n} description",
      "goods.*.mccCode": "Item {n} MCC",
      branchId: "Branch",
      orderExpireTime: "Expires after (minutes)",
      expiresInMinutes: "Expires after (minutes)",
      webhookUrl: "Webhook URL",
      merchantTradeNo: "Your trade number",
      ...billing("customerBilling"),
    },
    overrides: {
      "goods:arrayMinSize": "Add at least one item",
    },
  };
}

/** POST and PATCH /v1/payment-link (the create and edit forms). */
export function paymentLinkWords(currency: Currency = "LKR"): FormWords {
  return {
    labels: {
      name: "Name",
      description: "Description",
      amount: `Amount (${currency})`,
      currency: "Currency",
      allowCustomAmount: "Customer chooses the amount",
      minAmount: `Minimum amount (${currency})`,
      maxAmount: `Maximum amount (${currency})`,
      allowQuantityBuy: "Customer chooses a quantity",
      maxQuantity: "Maximum quantity",
      reusable: "Reusable",
      expirationDate: "Expires",
      successUrl: "Success URL",
      cancelUrl: "Cancel URL",
      webhookUrl: "Webhook URL",
      merchantTradeNo: "Merchant trade number",
      branchId: "Branch",
    },
    overrides: {
      "amount:required": "Enter an amount, or let the customer choose it",
      "minAmount:required": "Enter the smallest amount the customer may pay",
      "maxAmount:required": "Enter the largest amount the customer may pay",
      "maxQuantity:required": "Enter the largest quantity a customer may buy",
    },
  };
}

/** POST and PATCH /v1/branches. */
export const branchWords: FormWords = {
  labels: {
    name: "Name",
    code: "Code",
    address: "Address",
    city: "City",
    postalCode: "Postal code",
    phone: "Phone",
    messagingGroupId: "Messaging group id",
  },
  overrides: { "code:conflict": "Another branch already uses this code" },
};

/** PUT /v1/aggregator/users (the payout's end user). */
export const endUserWords: FormWords = {
  labels: { externalUserId: "End-user id" },
};

/** POST /v1/aggregator/users/:id/bank-accounts. */
export const bankAccountWords: FormWords = {
  labels: {
    bankCode: "Bank",
    accountNumber: "Account number",
    accountName: "Account holder's name",
    beneficiaryMobile: "Mobile",
    beneficiaryEmail: "Email",
  },
  overrides: { "bankCode:required": "Choose a bank", "bankCode:type": "Choose a bank" },
};

/** GET /v1/aggregator/quote (the payout's amount) and POST /v1/aggregator/offramp. */
export const payoutWords: FormWords = {
  labels: {
    amount_usdt: "Amount to send (USDT)",
    amountUsdt: "Amount to send (USDT)",
    fxLockId: "Quote",
    userId: "End user",
    userBankId: "Bank account",
    externalRef: "Payout reference",
    webhookUrl: "Webhook URL",
  },
};

/** POST /v1/direct-debit (the new-contract form). */
export function contractWords(currency: Currency = "USDT"): FormWords {
  return {
    labels: {
      provider: "Provider",
      merchantContractCode: "Contract code",
      branchId: "Branch",
      serviceName: "Service name",
      scenarioId: "Scenario",
      currency: "Currency",
      singleUpperLimit: `Limit per charge (${currency})`,
      slippageBps: "Slippage (basis points)",
      webhookUrl: "Webhook URL",
      returnUrl: "Return URL",
      cancelUrl: "Cancel URL",
    },
    overrides: { "scenarioId:required": "Choose a scenario" },
  };
}

/** POST /v1/direct-debit/:id/payment (the charge form). */
export function chargeWords(currency: Currency = "USDT"): FormWords {
  return {
    labels: {
      currency: "Currency",
      amount: `Amount (${currency})`,
      productName: "Product name",
      productDetail: "Product detail",
      goods: "Goods",
      "goods.*": "Item {n}",
      "goods.*.goodsType": "Item {n} type",
      "goods.*.goodsCategory": "Item {n} category",
      "goods.*.referenceGoodsId": "Item {n} reference id",
      "goods.*.goodsName": "Item {n} name",
      "goods.*.goodsDetail": "Item {n} detail",
      webhookUrl: "Webhook URL",
      ...billing("customerBilling"),
    },
  };
}
