import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/**
 * Types a script address into the link form's web-address field `label`, sends the form, and checks that
 * the field is marked and says what it takes. Returns the field.
 */
export async function typeScriptAddress(user: UserEvent, label: string, send: () => Promise<unknown>) {
  await user.type(screen.getByLabelText(label), "javascript:alert(3)");
  await send();
  const field = screen.getByLabelText(label);
  await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
  expect(field).toHaveAccessibleDescription(/Enter a web address starting with https:\/\/ or http:\/\/$/);
  return field;
}
