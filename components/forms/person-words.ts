import type { z } from "zod";
import { fieldName } from "@/lib/payments-api/validation";
import { WEB_ADDRESS_MESSAGE } from "./web-address-check";

/**
 * How a form names its fields to a person: labels keyed by the API's path ("customerBilling.firstName",
 * "goods.*.name" with `*` for a list index and `{n}` in the label for its position), and sentences of the
 * form's own for a field's constraint ("amount:required" → "Enter an amount, or let the customer choose it").
 */
export interface FormWords {
  labels: Readonly<Record<string, string>>;
  overrides?: Readonly<Record<string, string>>;
}

/** A problem as the service's 400 names it; the console's own issues are turned into the same shape. */
export interface ProblemDetail {
  field?: string;
  constraint?: string;
  message: string;
}

const NO_WORDS: FormWords = { labels: {} };

/**
 * The service's code-like messages, as sentences (matched without regard to case or a final full stop).
 * Keys are the messages of docs/service-rules.md; anything else passes through the path rewording.
 */
const PHRASEBOOK: Readonly<Record<string, string>> = {
  "exchange rate unavailable":
    "The exchange rate is not available right now, so LKR amounts cannot be converted. Try again in a moment, or price it in USDT.",
  "insufficient float":
    "The float balance does not cover this payout. Top up the float or send a smaller amount.",
  "rate lock expired": "The quoted rate has expired. Get a new quote and confirm again.",
  "rate lock already used": "This quote was already used for a payout. Get a new quote.",
  "validation failed": "Some fields are not filled in correctly.",
  "internal server error": "Something went wrong on the payments service. Nothing was saved; try again.",
  "too many requests": "Too many requests in a short time. Wait a moment and try again.",
  forbidden: "You do not have permission to do this.",
  "not found": "This item no longer exists, or you cannot see it.",
};

// ---------------------------------------------------------------------------------------------------------
// Numbers

const NUMBER = /(?<![\w.,-])-?\d+(?:\.\d+)?(?:e[+-]?\d+)?(?![\w-]|[.,]\d)/gi;
const GROUPING = new Intl.NumberFormat("en-US", { useGrouping: true, maximumFractionDigits: 0 });

/** A number as people write it: 1e-8 → "0.00000001", 1000000 → "1,000,000", 9999999999.99 → "9,999,999,999.99". */
export function plainNumber(value: number | string): string {
  const text = String(value).trim();
  if (!/^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i.test(text)) return text;
  const expanded = expandExponent(text);
  const negative = expanded.startsWith("-");
  const [whole = "0", fraction] = (negative ? expanded.slice(1) : expanded).split(".");
  const grouped = whole.length > 4 ? GROUPING.format(BigInt(whole)) : whole;
  return `${negative ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** "1e-8" → "0.00000001", "1.5e+21" → "1500000000000000000000", without passing through a float. */
function expandExponent(text: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]?\d+)$/i.exec(text);
  if (!match) return text;
  const [, sign = "", whole = "", fraction = "", exponentText = "0"] = match;
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exponentText);
  let result: string;
  if (point <= 0) result = `0.${"0".repeat(-point)}${digits}`;
  else if (point >= digits.length) result = `${digits}${"0".repeat(point - digits.length)}`;
  else result = `${digits.slice(0, point)}.${digits.slice(point)}`;
  result = result.replace(/^0+(?=\d)/, "");
  if (result.includes(".")) result = result.replace(/\.?0+$/, "");
  return `${sign}${result}`;
}

function plainNumbers(message: string): string {
  return message.replace(NUMBER, (match) => plainNumber(match));
}

// ---------------------------------------------------------------------------------------------------------
// Paths and labels

/** "customer_billing.first_name" → "customerBilling.firstName"; "goods[0].name" → "goods.0.name". */
function normalPath(field: string): string {
  return field
    .replace(/\[(\d+)\]/g, ".$1")
    .replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
    .replace(/^\.+|\.+$/g, "");
}

/** "firstName" → "First name": the last resort for a field the form has no label for. */
function humanize(segment: string): string {
  const words = segment
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The label of a field named the way the API or the form names it ("goods[0].name", "goods.0.name",
 * "customer_billing.email"), or null when the form has none.
 */
export function findLabel(field: string, words: FormWords = NO_WORDS): string | null {
  const path = normalPath(field);
  if (path === "" || path === "body" || path === "root") return null;
  const indexes: number[] = [];
  const pattern = path.replace(/\.(\d+)(?=\.|$)/g, (_, index: string) => {
    indexes.push(Number(index));
    return ".*";
  });
  const label =
    words.labels[path] ??
    words.labels[pattern] ??
    Object.entries(words.labels).find(([key]) => [path, pattern].includes(normalPath(key)))?.[1];
  if (label === undefined) return null;
  let position = 0;
  return label.replace(/\{n\}/g, () => String((indexes[position++] ?? 0) + 1));
}

/** The label of a field, or its last part in plain words ("Item 1" for an index) when the form has none. */
export function labelOf(field: string, words: FormWords = NO_WORDS): string {
  const found = findLabel(field, words);
  if (found !== null) return found;
  const parts = normalPath(field).split(".");
  const last = parts.at(-1) ?? field;
  if (/^\d+$/.test(last)) return `${humanize(parts.at(-2) ?? "item")} ${Number(last) + 1}`;
  return humanize(last);
}

/** A path as people see it mid-sentence: "the minimum amount" rather than "Minimum amount". */
function inSentence(label: string): string {
  const first = label.split(" ")[0] ?? "";
  // Keep acronyms and names ("USDT", "URL") as they are.
  return /^[A-Z][a-z]/.test(first) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** A label without its unit: "Maximum amount (LKR)" → "Maximum amount", for a sentence that names two. */
function bare(label: string): string {
  return label.replace(/\s*\([^)]*\)$/, "");
}

/** Whether a word of a message is a path in code: "customerBilling.email", "goods[0].name", "max_quantity". */
const CODE_TOKEN =
  /\b[a-z][a-z0-9]*(?:(?:[A-Z][a-z0-9]*)+|(?:_[a-z0-9]+)+)?(?:(?:\.[a-zA-Z_][\w]*)|(?:\.\d+)|(?:\[\d+\]))*/g;

function looksLikeCode(token: string): boolean {
  return /[A-Z]|[._[]/.test(token.replace(/\.$/, ""));
}

// ---------------------------------------------------------------------------------------------------------
// Rewording

const characters = (count: string | undefined) => `${count} ${count === "1" ? "character" : "characters"}`;

type Rule = [RegExp, (label: string, match: RegExpExecArray, words: FormWords) => string];

/** What follows the field's name in the service's (and the contract's) standard messages. */
const RULES: Rule[] = [
  [/^is required\b.*$/, (label) => `${label} is required`],
  [/^should not be empty$/, (label) => `${label} is required`],
  [
    /^must be shorter than or equal to (\S+) characters$/,
    (l, m) => `${l} is too long (${characters(m[1])} at most)`,
  ],
  [
    /^must be longer than or equal to (\S+) characters$/,
    (l, m) => `${l} is too short (${characters(m[1])} at least)`,
  ],
  [/^must contain at least (\S+) elements?$/, (l, m) => `${l}: add at least ${m[1]}`],
  [/^must contain no more than (\S+) elements?$/, (l, m) => `${l}: ${m[1]} at most`],
  [/^must not be less than (\S+)$/, (l, m) => `${l} must be at least ${m[1]}`],
  [
    /^must be greater than or equal to ([A-Za-z][\w.[\]]*)$/,
    (l, m, w) =>
      `The ${inSentence(bare(l))} must not be below the ${inSentence(bare(labelOf(m[1] ?? "", w)))}`,
  ],
  [
    /^must not be before ([A-Za-z][\w.[\]]*)$/,
    (l, m, w) => `${l} must not be before the ${inSentence(labelOf(m[1] ?? "", w))}`,
  ],
  [/^must be greater than (\S+)$/, (l, m) => `${l} must be more than ${m[1]}`],
  [/^must not be greater than (\S+)$/, (l, m) => `${l} must be at most ${m[1]}`],
  [/^must not exceed (\S+)(.*)$/, (l, m) => `${l} must be at most ${m[1]}${m[2] ?? ""}`],
  [/^must be less than (\S+)$/, (l, m) => `${l} must be less than ${m[1]}`],
  [/^must be an integer number$/, (l) => `${l} must be a whole number`],
  [/^must be a number$/, (l) => `${l} must be a number`],
  [/^must be (?:a|an) (string|boolean|object|array)$/, (l) => `${l} is not valid`],
  [/^must be one of the following values: (.+)$/, (l, m) => `${l} must be one of: ${m[1]}`],
  [/^must be a UUID$/, (l) => `Choose ${inSentence(l)} from the list`],
  [/^must be an email$/, (l) => `${l}: enter an address such as name@example.com`],
  [/^must be a URL address$/, (l) => `${l}: ${WEB_ADDRESS_MESSAGE}`],
  [/^must be a valid ISO 8601 date string$/, (l) => `${l} must be a date and time`],
  [/^must be a date in the format YYYY-MM-DD$/, (l) => `${l} must be a date`],
  [/^must be in the expected format$/, (l) => `${l} is not in the expected format`],
  [/^is only allowed for (\w+) contracts$/, (l, m) => `${l} applies only to ${m[1]} contracts`],
  [/^(?:has an invalid value|is invalid)$/, (l) => `${l} is not valid`],
];

function phrase(message: string): string | null {
  const key = message.trim().replace(/\.$/, "").toLowerCase();
  return PHRASEBOOK[key] ?? null;
}

/** A message whose first word is a path: "customerBilling.firstName is required" → ["customerBilling.firstName", "is required"]. */
function leadingField(message: string, field: string | undefined, words: FormWords): [string, string] | null {
  const match = /^([A-Za-z_][\w]*(?:(?:\.[A-Za-z_][\w]*)|(?:\.\d+)|(?:\[\d+\]))*) (.+)$/.exec(message);
  if (!match) return null;
  const [, token = "", rest = ""] = match;
  const named =
    looksLikeCode(token) ||
    (field !== undefined && normalPath(token) === normalPath(field)) ||
    findLabel(token, words) !== null;
  return named ? [token, rest] : null;
}

/**
 * A message as a person should read it: a path in code becomes the field's label, the standard messages
 * become sentences ("Item 1 name is too long (256 characters at most)"), numbers are written as people
 * write them, and the service's code-like messages are looked up in a phrasebook. `field` and `constraint`
 * (a 400 detail's) pick the form's own sentence for that problem where it has one. A message with no path
 * in it (one a form wrote itself) keeps its words.
 */
export function personWords(
  message: string,
  words: FormWords = NO_WORDS,
  detail: Omit<ProblemDetail, "message"> = {},
): string {
  if (detail.field !== undefined && detail.constraint !== undefined) {
    const override =
      words.overrides?.[`${normalPath(detail.field).replace(/\.\d+(?=\.|$)/g, ".*")}:${detail.constraint}`];
    if (override) return override;
  }
  const known = phrase(message);
  if (known) return known;
  const lead = leadingField(message.trim(), detail.field, words);
  if (lead) {
    const [token, rest] = lead;
    const label = labelOf(token, words);
    for (const [pattern, word] of RULES) {
      const match = pattern.exec(rest);
      if (match) return plainNumbers(word(label, match, words));
    }
    return plainNumbers(`${label} ${replaceCodeTokens(rest, words)}`);
  }
  return plainNumbers(replaceCodeTokens(message, words));
}

function replaceCodeTokens(text: string, words: FormWords): string {
  return text.replace(CODE_TOKEN, (token) => {
    const bare = token.replace(/\.$/, "");
    if (!looksLikeCode(bare)) return token;
    return inSentence(labelOf(bare, words)) + token.slice(bare.length);
  });
}

/** A 400 detail (or a console issue in the same shape) in a person's words. */
export function detailWords(detail: ProblemDetail, words: FormWords = NO_WORDS): string {
  return personWords(detail.message, words, detail);
}

// ---------------------------------------------------------------------------------------------------------
// The console's own issues, worded like the service's details and then reworded the same way

type Issue = z.core.$ZodIssue & { input?: unknown };

/** The detail the service would answer for a zod issue (docs/service-rules.md §1), named by the issue's path. */
export function issueDetail(issue: Issue): ProblemDetail {
  const field = fieldName(issue.path);
  const at = (constraint: string, message: string): ProblemDetail => ({ field, constraint, message });
  const missing = "input" in issue ? issue.input === undefined || issue.input === null : false;
  switch (issue.code) {
    case "invalid_type":
      if (missing) return at("required", `${field} is required`);
      if (issue.expected === "number") return at("type", `${field} must be a number`);
      if (issue.expected === "int") return at("isInt", `${field} must be an integer number`);
      return at("type", `${field} has an invalid value`);
    case "too_small": {
      const min = String(issue.minimum);
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? at("required", `${field} is required`)
          : at("minLength", `${field} must be longer than or equal to ${min} characters`);
      if (issue.origin === "array")
        return at("arrayMinSize", `${field} must contain at least ${min} elements`);
      return issue.inclusive
        ? at("min", `${field} must not be less than ${min}`)
        : at("min", `${field} must be greater than ${min}`);
    }
    case "too_big": {
      const max = String(issue.maximum);
      if (issue.origin === "string")
        return at("maxLength", `${field} must be shorter than or equal to ${max} characters`);
      if (issue.origin === "array")
        return at("arrayMaxSize", `${field} must contain no more than ${max} elements`);
      return issue.inclusive
        ? at("max", `${field} must not be greater than ${max}`)
        : at("max", `${field} must be less than ${max}`);
    }
    case "invalid_value":
      if (missing) return at("required", `${field} is required`);
      return at(
        "isIn",
        `${field} must be one of the following values: ${issue.values.map(String).join(", ")}`,
      );
    case "invalid_format":
      if (issue.format === "url") return at("isUrl", `${field} must be a URL address`);
      if (issue.format === "email") return at("isEmail", `${field} must be an email`);
      if (issue.format === "uuid" || issue.format === "guid") return at("isUuid", `${field} must be a UUID`);
      if (issue.format === "datetime")
        return at("isDateString", `${field} must be a valid ISO 8601 date string`);
      if (issue.format === "date")
        return at("isDateString", `${field} must be a date in the format YYYY-MM-DD`);
      return at("format", `${field} must be in the expected format`);
    case "not_multiple_of":
      return at("isInt", `${field} must be an integer number`);
    case "custom": {
      const constraint = (issue.params as { constraint?: string } | undefined)?.constraint ?? "custom";
      return at(constraint, issue.message);
    }
    default:
      return at(issue.code, `${field} has an invalid value`);
  }
}

/** A zod issue of the console's own validation in a person's words, with the form's labels. */
export function issueWords(issue: Issue, words: FormWords = NO_WORDS): string {
  return detailWords(issueDetail(issue), words);
}
