import "server-only";
import type { z } from "zod";
import { parseJsonLimited, unstorableText } from "@/lib/json";
import type { ValidationDetail } from "@/lib/payments-api/common";
import type { Operation } from "@/lib/payments-api/operation";
import { queryToObject } from "@/lib/payments-api/query";
import { fieldName, toValidationDetails, validationSummary } from "@/lib/payments-api/validation";
import { BffError } from "./errors";

export interface ValidatedRequest {
  params: Record<string, string>;
  /** The caller's JSON object as sent (not the schema's output), or undefined for GET and DELETE. */
  body: Record<string, unknown> | undefined;
}

function invalid(details: ValidationDetail[]): BffError {
  return new BffError("validation_failed", validationSummary(details), details);
}

const nulDetail = (field: string): ValidationDetail => ({
  field,
  constraint: "characters",
  message: "Text must not contain NUL characters",
});

/**
 * The detail of the first field whose text no column can store as sent: a NUL, or a lone surrogate (half
 * of a UTF-16 pair, `"\ud800"` in JSON), which would otherwise be stored as U+FFFD.
 */
export function unstorableTextDetail(value: unknown): ValidationDetail | null {
  const found = unstorableText(value);
  if (found === null) return null;
  const field = fieldName(found.path);
  if (found.problem === "nul") return nulDetail(field);
  return {
    field,
    constraint: "characters",
    message: `${field} holds a lone surrogate (half of a UTF-16 pair), which is not a character`,
  };
}

function check<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalid(toValidationDetails(parsed.error, input));
  return parsed.data;
}

/** The body text as a JSON object; like the service, an empty body counts as `{}`. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === "") return {};
  const parsed = parseJsonLimited(text);
  if (!parsed.ok && parsed.reason === "too_deep") {
    throw invalid([{ field: "body", constraint: "depth", message: "The request body is nested too deeply" }]);
  }
  if (!parsed.ok) {
    throw invalid([{ field: "body", constraint: "json", message: "The request body must be valid JSON" }]);
  }
  const value = parsed.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalid([{ field: "body", constraint: "type", message: "The request body must be a JSON object" }]);
  }
  const unstorable = unstorableTextDetail(value);
  if (unstorable) throw invalid([unstorable]);
  return value as Record<string, unknown>;
}

/** Checks path parameters, query and body against the operation's schemas (400 with details). */
export function validateRequest(
  operation: Pick<Operation, "pathParams" | "query" | "body">,
  input: { params: Record<string, string>; searchParams: URLSearchParams; bodyText: string | null },
): ValidatedRequest {
  if (operation.pathParams) check(operation.pathParams, input.params);
  for (const [key, value] of input.searchParams) {
    if (key.includes("\u0000") || value.includes("\u0000")) throw invalid([nulDetail("query")]);
  }
  if (operation.query) check(operation.query, queryToObject(input.searchParams));
  let body: Record<string, unknown> | undefined;
  if (operation.body) {
    body = parseJsonObject(input.bodyText ?? "");
    check(operation.body, body);
  }
  return { params: input.params, body };
}
