import type { z } from "zod";
import type { ValidationDetail } from "./common";

type Issue = z.core.$ZodIssue;

/**
 * Maps zod issues to the `details` of a 400 body (docs/service-rules.md §1):
 * `{ field: "amount", constraint: "min", message: "amount must be greater than 0" }`.
 * The same messages show inline in the console's forms, so they name the field plainly.
 */
export function toValidationDetails(error: z.ZodError, input: unknown): ValidationDetail[] {
  return error.issues.map((issue) => describeIssue(issue, input));
}

/** The one-line `message` of a 400: the first detail's message, or a generic one. */
export function validationSummary(details: ValidationDetail[]): string {
  const first = details[0];
  if (!first) return "Validation failed";
  return details.length === 1 ? first.message : `${first.message} (and ${details.length - 1} more)`;
}

export function fieldName(path: ReadonlyArray<PropertyKey>): string {
  let name = "";
  for (const part of path) {
    if (typeof part === "number") name += `[${part}]`;
    else name += name === "" ? String(part) : `.${String(part)}`;
  }
  return name === "" ? "body" : name;
}

function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let current: unknown = input;
  for (const part of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

function describeIssue(issue: Issue, input: unknown): ValidationDetail {
  const field = fieldName(issue.path);
  const detail = (constraint: string, message: string) => ({ field, constraint, message });

  switch (issue.code) {
    case "invalid_type":
      if (valueAt(input, issue.path) === undefined) return detail("required", `${field} is required`);
      return detail("type", `${field} must be ${article(issue.expected)}`);
    case "too_small": {
      const min = String(issue.minimum);
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? detail("minLength", `${field} should not be empty`)
          : detail("minLength", `${field} must be longer than or equal to ${min} characters`);
      if (issue.origin === "array")
        return detail("arrayMinSize", `${field} must contain at least ${min} elements`);
      return issue.inclusive
        ? detail("min", `${field} must not be less than ${min}`)
        : detail("min", `${field} must be greater than ${min}`);
    }
    case "too_big": {
      const max = String(issue.maximum);
      if (issue.origin === "string")
        return detail("maxLength", `${field} must be shorter than or equal to ${max} characters`);
      if (issue.origin === "array")
        return detail("arrayMaxSize", issue.message || `${field} must contain no more than ${max} elements`);
      return issue.inclusive
        ? detail("max", `${field} must not be greater than ${max}`)
        : detail("max", `${field} must be less than ${max}`);
    }
    case "invalid_value":
      // zod reports a missing enum or literal as a wrong value; to a caller it is a missing field.
      if (valueAt(input, issue.path) === undefined) return detail("required", `${field} is required`);
      return detail(
        "isIn",
        `${field} must be one of the following values: ${issue.values.map(String).join(", ")}`,
      );
    case "invalid_format":
      return detail(formatConstraint(issue.format), `${field} must be ${formatDescription(issue.format)}`);
    case "not_multiple_of":
      return detail("isInt", `${field} must be an integer number`);
    case "invalid_union":
      return detail("type", `${field} has an invalid value`);
    case "custom": {
      const constraint = (issue.params as { constraint?: string } | undefined)?.constraint ?? "custom";
      return detail(constraint, issue.message);
    }
    default:
      return detail(issue.code, `${field} is invalid`);
  }
}

function article(expected: string): string {
  if (expected === "int") return "an integer number";
  if (expected === "object") return "an object";
  if (expected === "array") return "an array";
  return `a ${expected}`;
}

function formatConstraint(format: string): string {
  if (format === "uuid" || format === "guid") return "isUuid";
  if (format === "email") return "isEmail";
  if (format === "url") return "isUrl";
  if (format === "datetime" || format === "date") return "isDateString";
  return "format";
}

function formatDescription(format: string): string {
  switch (format) {
    case "uuid":
    case "guid":
      return "a UUID";
    case "email":
      return "an email";
    case "url":
      return "a URL address";
    case "datetime":
      return "a valid ISO 8601 date string";
    case "date":
      return "a date in the format YYYY-MM-DD";
    case "regex":
      return "in the expected format";
    default:
      return `a valid ${format}`;
  }
}
