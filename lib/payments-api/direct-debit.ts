import { z } from "zod";
import {
  amountSchema,
  answered,
  booleanStringSchema,
  currencySchema,
  limitMetaSchema,
  limitParam,
  pageParam,
  timestampSchema,
  uuidSchema,
} from "./common";
import { answeredPaymentStatus, customerBillingSchema, feeBreakdownSchema } from "./payments";
import { contractStatuses, directDebitProviders } from "./values";

export const directDebitProviderSchema = z.enum(directDebitProviders);
export type DirectDebitProvider = z.infer<typeof directDebitProviderSchema>;

export const contractStatusSchema = z.enum(contractStatuses);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

export const scenarioSchema = z.object({
  id: z.string(),
  scenarioId: z.string(),
  scenarioName: z.string(),
  paymentProvider: z.string(),
  maxLimit: amountSchema,
  isActive: z.boolean(),
});
export type Scenario = z.infer<typeof scenarioSchema>;

export const scenarioListQuerySchema = z.object({
  provider: directDebitProviderSchema.optional(),
  active: booleanStringSchema.default("true"),
});
export const scenarioListResponseSchema = z.object({ data: z.array(scenarioSchema) });

const url512 = z.url().max(512);

export const createContractBodySchema = z
  .object({
    provider: directDebitProviderSchema,
    merchantContractCode: z
      .string()
      .max(32)
      .regex(/^[A-Za-z0-9]+$/, { error: "merchantContractCode must be alphanumeric" })
      .optional(),
    branchId: uuidSchema.optional(),
    serviceName: z.string().trim().min(1).max(32),
    scenarioId: uuidSchema,
    currency: currencySchema,
    singleUpperLimit: z.number().finite().min(0.01),
    slippageBps: z.number().int().min(0).max(20000).optional(),
    webhookUrl: url512.optional(),
    returnUrl: url512,
    cancelUrl: url512,
  })
  .superRefine((body, ctx) => {
    if (body.currency === "USDT" && body.slippageBps !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["slippageBps"],
        message: "slippageBps is only allowed for LKR contracts",
        params: { constraint: "currency" },
      });
    }
  });
export type CreateContractBody = z.input<typeof createContractBodySchema>;

export const contractSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  branchId: z.string().nullish(),
  paymentProvider: z.string(),
  merchantContractCode: z.string(),
  preContractId: z.string().nullish(),
  contractId: z.number().int().nullish(),
  bizId: z.string().nullish(),
  serviceName: z.string(),
  scenarioId: z.string(),
  currency: z.string(),
  singleUpperLimit: amountSchema,
  singleUpperLimitLkr: amountSchema.nullish(),
  slippageBps: z.number().int().nullish(),
  periodic: z.boolean(),
  contractEndTime: timestampSchema.nullish(),
  requestExpireTime: timestampSchema.nullish(),
  openUserId: z.string().nullish(),
  merchantAccountNo: z.string().nullish(),
  status: answered(contractStatusSchema),
  contractTerminationWay: z.number().int().nullish(),
  contractTerminationTime: timestampSchema.nullish(),
  terminationNotes: z.string().nullish(),
  paymentCount: z.number().int(),
  totalAmountCharged: amountSchema,
  lastPaymentAt: timestampSchema.nullish(),
  webhookUrl: z.string().nullish(),
  qrContent: z.string().nullish(),
  deepLink: z.string().nullish(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Contract = z.infer<typeof contractSchema>;

export const contractListQuerySchema = z.object({
  page: pageParam(1),
  limit: limitParam(20, 100),
  status: contractStatusSchema.optional(),
  branchId: uuidSchema.optional(),
  currency: currencySchema.optional(),
  paymentProvider: directDebitProviderSchema.optional(),
  search: z.string().optional(),
});
export type ContractListQuery = z.input<typeof contractListQuerySchema>;

export const contractListResponseSchema = z.object({
  data: z.array(contractSchema),
  meta: limitMetaSchema,
});

export const syncContractBodySchema = z.object({});

export const terminateContractBodySchema = z.object({
  terminationNotes: z.string().max(256).optional(),
});

export const directDebitGoodsSchema = z.object({
  goodsType: z.enum(["01", "02"]),
  goodsCategory: z.string().min(1),
  referenceGoodsId: z.string().min(1),
  goodsName: z.string().min(1).max(256),
  goodsDetail: z.string().max(256).optional(),
});

export const executeContractPaymentBodySchema = z.object({
  currency: currencySchema,
  amount: z.number().finite().min(0.01),
  productName: z.string().trim().min(1).max(256),
  productDetail: z.string().max(256).optional(),
  goods: z.array(directDebitGoodsSchema).optional(),
  webhookUrl: url512.optional(),
  customerBilling: customerBillingSchema
    .pick({ firstName: true, lastName: true, email: true })
    .extend({ phone: z.string().optional(), address: z.string().optional() })
    .optional(),
});
export type ExecuteContractPaymentBody = z.input<typeof executeContractPaymentBodySchema>;

export const directDebitPaymentSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  payId: z.string(),
  paymentNo: z.string(),
  amount: amountSchema,
  currency: z.string(),
  status: answeredPaymentStatus,
  paymentProvider: z.string(),
  directDebitContractId: z.string(),
  /** A charge has no checkout: the service answers these as null. */
  qrContent: z.string().nullish(),
  checkoutLink: z.string().nullish(),
  createdAt: timestampSchema,
  feeBreakdown: feeBreakdownSchema,
});
export type DirectDebitPayment = z.infer<typeof directDebitPaymentSchema>;
