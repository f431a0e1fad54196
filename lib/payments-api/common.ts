import { z } from "zod";
import { currencies, sortOrders } from "./values";

// Primitives shared by every resource of the payments API.

export const currencySchema = z.enum(currencies);
export type Currency = z.infer<typeof currencySchema>;

export const uuidSchema = z.uuid();

/** ISO 8601 UTC timestamp with milliseconds, as the service writes them (docs/service-rules.md §1). */
export const timestampSchema = z.iso.datetime();

/** A timestamp a caller sends: any ISO 8601 date-time, with `Z` or an offset. */
export const timestampInputSchema = z.iso.datetime({ offset: true });

/** `YYYY-MM-DD`, a calendar day in Asia/Colombo (docs/service-rules.md §1). */
export const dateOnlySchema = z.iso.date();

/** A JSON number that is finite (the wire form of money; arithmetic happens on decimals). */
export const amountSchema = z.number().finite();

export const sortOrderSchema = z.enum(sortOrders);

/** One of the known values, or a value a newer service answers that the console shows as it is. */
export type Answered<T extends string> = T | (string & {});

/**
 * A status (or type) as the service answers it. The known values keep their type for the code that
 * handles them; an unknown one (the production service has `REFUNDED` payments) is read, not refused.
 */
export function answered<E extends z.ZodEnum>(known: E): z.ZodType<Answered<z.output<E> & string>> {
  return z.union([known, z.string()]) as unknown as z.ZodType<Answered<z.output<E> & string>>;
}

/** Whether an answered value is one the console knows (its enum's). */
export function isKnown<E extends z.ZodEnum>(known: E, value: unknown): value is z.output<E> {
  return known.safeParse(value).success;
}

/** Query booleans travel as the strings "true" and "false". */
export const booleanStringSchema = z.enum(["true", "false"]);

/** Positive integer query parameter with a default (query values arrive as strings). */
export function pageParam(defaultValue: number) {
  return z.coerce.number().int().min(1).default(defaultValue);
}

export function limitParam(defaultValue: number, max: number) {
  return z.coerce.number().int().min(1).max(max).default(defaultValue);
}

/** `{ id }` path parameters: a UUID, or any non-empty string where the spec says so. */
export const uuidPathParams = z.object({ id: uuidSchema });
export const stringIdPathParams = z.object({ id: z.string().min(1).max(100) });

// Error bodies (docs/service-rules.md §1).

export const unauthorizedErrorSchema = z.object({
  statusCode: z.literal(401),
  message: z.string(),
  error: z.literal("Unauthorized"),
});
export type UnauthorizedError = z.infer<typeof unauthorizedErrorSchema>;

export const validationDetailSchema = z.object({
  field: z.string(),
  constraint: z.string(),
  message: z.string(),
});
export type ValidationDetail = z.infer<typeof validationDetailSchema>;

export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string(),
  details: z.array(validationDetailSchema).optional(),
  retryAfter: z.number().int().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// List envelopes that several resources share.

export const pageMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});

export const limitMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});

/** `pagination` block of the withdrawal list and the two offramp reports. */
export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  limit: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;
