import type { z } from "zod";
import { WEB_ADDRESS_MESSAGE } from "./web-address";

/**
 * The one set of short messages for the contract's shape checks, shown under a field whose label already
 * names it ("Required", "Use at most 255 characters"). Issues the contract words itself (the conditional
 * rules of a payment link) keep their own message: zod only asks this map about issues without one.
 */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "Required";
      if (issue.expected === "number") return "Enter a number";
      if (issue.expected === "int") return "Enter a whole number";
      return "This value is not valid";
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? "Required" : `Use at least ${min} characters`;
      return issue.inclusive ? `Must be at least ${min}` : `Must be greater than ${min}`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return `Use at most ${max} characters`;
      return issue.inclusive ? `Must be at most ${max}` : `Must be less than ${max}`;
    }
    case "invalid_format":
      if (issue.format === "url") return WEB_ADDRESS_MESSAGE;
      if (issue.format === "email") return "Enter an email address";
      if (issue.format === "datetime") return "Enter a valid date and time";
      if (issue.format === "uuid") return "Choose one of the listed options";
      return "This value is not in the expected format";
    case "invalid_value":
      return `Choose one of: ${issue.values.map(String).join(", ")}`;
    case "invalid_union":
      return "This value is not valid";
    default:
      return undefined;
  }
};
