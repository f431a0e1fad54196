import type { ValidationDetail } from "@/lib/payments-api";

const reasons: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  413: "Payload Too Large",
  421: "Misdirected Request",
  429: "Too Many Requests",
  500: "Internal Server Error",
  501: "Not Implemented",
  503: "Service Unavailable",
};

export function reasonPhrase(status: number): string {
  return reasons[status] ?? "Error";
}

/** The one error type of the sandbox; rendered as `{ statusCode, message, error, details? }` (docs/service-rules.md §1). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: ValidationDetail[],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }

  toBody() {
    return {
      statusCode: this.status,
      message: this.message,
      error: reasonPhrase(this.status),
      ...(this.details ? { details: this.details } : {}),
      ...(this.retryAfter !== undefined ? { retryAfter: this.retryAfter } : {}),
    };
  }
}

export const badRequest = (message: string, details?: ValidationDetail[]) =>
  new ApiError(400, message, details);
export const forbidden = (message = "Forbidden resource") => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** A 400 with one detail, for business rules that concern one field. */
export function fieldError(field: string, constraint: string, message: string) {
  return new ApiError(400, message, [{ field, constraint, message }]);
}
