import type { Context } from "hono";
import { z } from "zod";
import { toValidationDetails, uuidSchema, validationSummary } from "@/lib/payments-api";
import { badRequest } from "../../http/errors";

// Control-API input is validated here, with the same 400 body as the /v1 router (docs/service-rules.md §1).

function validationError(error: z.ZodError, input: unknown) {
  const details = toValidationDetails(error, input);
  return badRequest(validationSummary(details), details);
}

export async function readControlBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw badRequest("Request body must be a JSON object");
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    throw badRequest("Request body must be a JSON object");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error, json);
  return parsed.data;
}

const idParams = z.object({ id: uuidSchema });

export function readIdParam(c: Context): string {
  const input = { id: c.req.param("id") };
  const parsed = idParams.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error, input);
  return parsed.data.id;
}
