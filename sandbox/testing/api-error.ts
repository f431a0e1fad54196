import { STATUS_CODES } from "node:http";
import { expect } from "vitest";
import type { ApiResponse } from "./harness";

/**
 * A refusal as the service writes it (docs/service-rules.md §1): the status, and a body of exactly that
 * status code, its reason phrase as HTTP names it, and the message.
 */
export function expectApiError(
  response: Pick<ApiResponse, "status" | "body">,
  statusCode: number,
  message: string,
): void {
  expect({ status: response.status, body: response.body }).toEqual({
    status: statusCode,
    body: { statusCode, message, error: STATUS_CODES[statusCode] },
  });
}

/** A refusal's status and message, whatever else its body holds (a validation refusal lists its details). */
export function expectErrorMessage(
  response: Pick<ApiResponse, "status" | "body">,
  statusCode: number,
  message: string,
): void {
  expect(response.status).toBe(statusCode);
  expect(response.body).toMatchObject({ statusCode, message });
}
