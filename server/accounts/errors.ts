import "server-only";
import { FieldError } from "@/lib/coded-error";

export type AccountErrorCode =
  | "invalid_input"
  | "key_malformed"
  | "key_refused"
  | "upstream_unreachable"
  | "upstream_error"
  | "webhook_key_needed"
  | "not_found";

/** The form field an error belongs to, so a settings form can show it inline. */
export type AccountField = "name" | "baseUrl" | "apiKey" | "environment" | "webhookPublicKeyPem";

/**
 * A merchant-account operation that could not be done. Messages are written for the person at the
 * form or the shell and never carry any part of an API key, its secret or the signing key.
 */
export class AccountError extends FieldError<AccountErrorCode, AccountField> {
  override name = "AccountError";
}
