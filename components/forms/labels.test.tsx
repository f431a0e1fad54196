import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createBranchBodySchema, updateBranchBodySchema } from "@/lib/payments-api/branches";
import { createContractBodySchema, executeContractPaymentBodySchema } from "@/lib/payments-api/direct-debit";
import {
  createBankAccountBodySchema,
  createOfframpBodySchema,
  quoteQuerySchema,
  upsertAggregatorUserBodySchema,
} from "@/lib/payments-api/offramp";
import { createPaymentLinkBodySchema, updatePaymentLinkBodySchema } from "@/lib/payments-api/payment-links";
import { createPaymentBodySchema } from "@/lib/payments-api/payments";
import { fieldName, toValidationDetails } from "@/lib/payments-api/validation";
import {
  bankAccountWords,
  branchWords,
  chargeWords,
  contractWords,
  endUserWords,
  paymentLinkWords,
  paymentWords,
  payoutWords,
} from "./labels";
import { detailWords, type FormWords, findLabel } from "./person-words";
import { wordedZodResolver } from "./worded-zod-resolver";

const UUID = "6f1c2b1e-8a4b-4c9e-9a57-2d4f1c3b5a60";
const billing = {
  firstName: "Nimal",
  lastName: "Perera",
  email: "nimal@example.com",
  phone: "+94771234567",
  address: "12 Galle Road",
  city: "Colombo",
  postalCode: "00300",
  country: "LK",
};

/** Every contract body a form sends, a valid example of it, and the form's words. */
const bodies: { name: string; schema: z.ZodType; valid: Record<string, unknown>; words: FormWords }[] = [
  {
    name: "payment",
    schema: createPaymentBodySchema,
    words: paymentWords("USDT"),
    valid: {
      amount: 10,
      currency: "USDT",
      provider: "EXCHANGEA",
      goods: [{ name: "Tea", description: "Box", mccCode: "5818" }],
      branchId: UUID,
      orderExpireTime: 1_900_000_000,
      webhookUrl: "https://shop.example/hook",
      merchantTradeNo: "T-1",
      customerBilling: billing,
    },
  },
  ...[true, false].map((custom) => ({
    name: `payment link (${custom ? "custom" : "fixed"} amount)`,
    schema: createPaymentLinkBodySchema,
    words: paymentLinkWords("LKR"),
    valid: {
      name: "Tea",
      description: "Box",
      amount: custom ? undefined : 100,
      currency: "LKR",
      allowCustomAmount: custom,
      minAmount: custom ? 10 : undefined,
      maxAmount: custom ? 100 : undefined,
      allowQuantityBuy: true,
      maxQuantity: 3,
      reusable: true,
      expirationDate: "2030-01-01T00:00:00.000Z",
      successUrl: "https://shop.example/ok",
      cancelUrl: "https://shop.example/no",
      webhookUrl: "https://shop.example/hook",
      merchantTradeNo: "T-1",
      branchId: UUID,
    },
  })),
  {
    name: "payment link edit",
    schema: updatePaymentLinkBodySchema,
    words: paymentLinkWords("USDT"),
    valid: {
      name: "Tea",
      description: "Box",
      amount: 100,
      currency: "USDT",
      allowCustomAmount: false,
      minAmount: 1,
      maxAmount: 2,
      reusable: true,
      expirationDate: "2030-01-01T00:00:00.000Z",
      successUrl: "https://shop.example/ok",
      cancelUrl: "https://shop.example/no",
      webhookUrl: "https://shop.example/hook",
    },
  },
  ...[createBranchBodySchema, updateBranchBodySchema].map((schema, index) => ({
    name: index === 0 ? "branch" : "branch edit",
    schema,
    words: branchWords,
    valid: {
      name: "Galle Fort",
      code: "GF",
      address: "1 Church St",
      city: "Galle",
      postalCode: "80000",
      phone: "+9491",
      messagingGroupId: "g1",
    },
  })),
  {
    name: "end user",
    schema: upsertAggregatorUserBodySchema,
    words: endUserWords,
    valid: { externalUserId: "u-1" },
  },
  {
    name: "bank account",
    schema: createBankAccountBodySchema,
    words: bankAccountWords,
    valid: {
      bankCode: 7010,
      accountNumber: "1234",
      accountName: "N Perera",
      beneficiaryMobile: "+9477",
      beneficiaryEmail: "n@example.com",
    },
  },
  { name: "payout quote", schema: quoteQuerySchema, words: payoutWords, valid: { amount_usdt: 10 } },
  {
    name: "payout",
    schema: createOfframpBodySchema,
    words: payoutWords,
    valid: {
      fxLockId: UUID,
      userId: UUID,
      userBankId: UUID,
      externalRef: "R-1",
      webhookUrl: "https://shop.example/hook",
    },
  },
  ...(["USDT", "LKR"] as const).map((currency) => ({
    name: `direct-debit contract (${currency})`,
    schema: createContractBodySchema,
    words: contractWords(currency),
    valid: {
      provider: "EXCHANGEA_PAY",
      merchantContractCode: "C1",
      branchId: UUID,
      serviceName: "Tea club",
      scenarioId: UUID,
      currency,
      singleUpperLimit: 100,
      slippageBps: currency === "LKR" ? 100 : undefined,
      webhookUrl: "https://shop.example/hook",
      returnUrl: "https://shop.example/ok",
      cancelUrl: "https://shop.example/no",
    },
  })),
  {
    name: "direct-debit charge",
    schema: executeContractPaymentBodySchema,
    words: chargeWords("USDT"),
    valid: {
      currency: "USDT",
      amount: 10,
      productName: "Tea",
      productDetail: "Box",
      goods: [
        {
          goodsType: "01",
          goodsCategory: "5499",
          referenceGoodsId: "g1",
          goodsName: "Tea",
          goodsDetail: "Box",
        },
      ],
      webhookUrl: "https://shop.example/hook",
      customerBilling: { firstName: "N", lastName: "P", email: "n@example.com", phone: "+94", address: "1" },
    },
  },
];

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every field path of a body's schema ("goods.*.name"), lists as well as their items. */
function fieldPaths(schema: z.ZodType, prefix: (string | number)[] = []): (string | number)[][] {
  const def = defOf(schema);
  if (
    ["optional", "nullable", "default", "prefault", "readonly", "catch"].includes(def.type) &&
    def.innerType
  )
    return fieldPaths(def.innerType, prefix);
  if (def.type === "pipe" && def.in) return fieldPaths(def.in, prefix);
  if (def.type === "object" && def.shape)
    return Object.entries(def.shape).flatMap(([key, child]) => fieldPaths(child, [...prefix, key]));
  if (def.type === "array" && def.element) return [prefix, ...fieldPaths(def.element, [...prefix, 0])];
  return [prefix];
}

function withValue(body: Record<string, unknown>, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const part of path.slice(0, -1)) {
    at[part] ??= typeof part === "number" ? {} : {};
    at = at[part] as Record<string | number, unknown>;
  }
  const last = path.at(-1);
  if (last === undefined) return value;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** Values that drive a field into every problem its schema can report: missing, wrong kind, bounds, format. */
const PROBLEMS: unknown[] = [
  undefined,
  null,
  "",
  " ",
  "x".repeat(5_000),
  "not valid!",
  -1,
  0,
  0.001,
  1.5,
  1e20,
  Number.NaN,
  true,
  {},
  [],
  Array.from({ length: 60 }, () => ({})),
];

// A path as code: camelCase, snake_case, dotted or indexed ("customerBilling.email", "goods[0].name").
const RAW_PATH = /\b[a-z]+[A-Z]\w*\b|\b[a-z]+_[a-z]\w*\b|\[\d+\]|\b[a-zA-Z]+\.[a-zA-Z]+\b/;

const options: ResolverOptions<Record<string, unknown>> = { fields: {}, shouldUseNativeValidation: false };

function messagesOf(errors: unknown): string[] {
  if (typeof errors !== "object" || errors === null) return [];
  const own = "message" in errors && typeof errors.message === "string" ? [errors.message] : [];
  return [
    ...own,
    ...Object.entries(errors)
      .filter(([key]) => key !== "ref" && key !== "message" && key !== "type")
      .flatMap(([, value]) => messagesOf(value)),
  ];
}

describe.each(bodies)("the $name form's words", ({ schema, valid, words }) => {
  it("has a valid example to start from", () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(fieldPaths(schema).map((path) => [path.join("."), path] as const))(
    "words every problem of %s with its label, through the resolver and as a service detail",
    async (_name, path) => {
      const resolver = wordedZodResolver(schema as z.ZodType<unknown, Record<string, unknown>>, { words });
      let seen = 0;
      for (const problem of PROBLEMS) {
        const input = withValue(valid, path, problem);
        const result = schema.safeParse(input, { reportInput: true });
        if (result.success) continue;
        for (const issue of result.error.issues) {
          const field = fieldName(issue.path);
          if (field !== "body") expect(findLabel(field, words), `label for ${field}`).not.toBeNull();
        }
        const details = toValidationDetails(result.error, input);
        const worded = details.map((detail) => detailWords(detail, words));
        const resolved = messagesOf(
          (await resolver(input as Record<string, unknown>, undefined, options)).errors,
        );
        for (const message of [...worded, ...resolved]) {
          seen += 1;
          // An example address ("name@example.com") is not a path.
          const words = message.replace(/\S+@\S+/g, "");
          expect(words, `${JSON.stringify(problem)?.slice(0, 40)} at ${path.join(".")}`).not.toMatch(
            RAW_PATH,
          );
        }
      }
      expect(seen).toBeGreaterThan(0);
    },
  );
});
