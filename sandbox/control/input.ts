import type { Context } from "hono";
import { z } from "zod";
import { toValidationDetails, uuidSchema, validationSummary } from "@/lib/payments-api";
import { parseJsonObject, readBodyText } from "../http/body";
import { badRequest } from "../http/errors";
import type { Services } from "../services";

// Control-API input, read and validated the one way: the body under the sandbox's size, time and
// nesting limits, then the route's schema, with the same 400 body as the /v1 router
// (docs/service-rules.md §1, §12).

export function parseControlInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const details = toValidationDetails(parsed.error, input);
  throw badRequest(validationSummary(details), details);
}

/** The JSON object body of a control route, checked against `schema`; an empty body is `{}`. */
export async function readControlBody<T extends z.ZodType>(
  c: Context,
  schema: T,
  services: Services,
): Promise<z.output<T>> {
  const text = await readBodyText(c, services.config.SANDBOX_BODY_TIMEOUT_MS);
  return parseControlInput(schema, parseJsonObject(text));
}

const idParams = z.object({ id: uuidSchema });

/** The `:id` path parameter, which must be a UUID. */
export function readIdParam(c: Context): string {
  return parseControlInput(idParams, { id: c.req.param("id") }).id;
}
