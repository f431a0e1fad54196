import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { AuthFormState } from "./form-state";
import { type NewUserAction, type NewUserField, NewUserForm } from "./new-user-form";

function renderForm(action: NewUserAction, fixedEmail?: string) {
  render(
    <NewUserForm
      action={action}
      fixedEmail={fixedEmail}
      hiddenFields={{ token: "tok_1" }}
      submitLabel="Create owner and sign in"
      pendingLabel="Creating…"
      minPasswordLength={12}
    />,
  );
  return () => userEvent.click(screen.getByRole("button", { name: "Create owner and sign in" }));
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Ana Perera");
  await user.type(screen.getByLabelText("Email"), "ana@example.com");
  await user.type(screen.getByLabelText("Password"), "short");
  await user.type(screen.getByLabelText("Confirm password"), "shorter");
}

describe("NewUserForm", () => {
  it("posts named fields and shows the server's field problems under them, focusing the first", async () => {
    const action = vi.fn<NewUserAction>(
      async (_previous, form): Promise<AuthFormState<NewUserField>> => ({
        fieldErrors: {
          password: "Use at least 12 characters",
          confirmPassword: "The passwords do not match",
        },
        values: { name: String(form.get("name")), email: String(form.get("email")) },
        submittedAt: Date.now(),
      }),
    );
    const user = userEvent.setup();
    const submit = renderForm(action);
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "At least 12 characters. A passphrase of a few words works well.",
    );
    await fill(user);
    await submit();

    const password = await screen.findByLabelText("Password");
    expect(await screen.findByText("Use at least 12 characters")).toBeInTheDocument();
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription(/Use at least 12 characters$/);
    expect(password).toHaveFocus();
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription(
      "The passwords do not match",
    );
    expect(screen.getByLabelText("Name")).toHaveValue("Ana Perera");
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.com");
    // The passwords stay as typed (never sent back by the server), so fixing one does not mean retyping both.
    expect(password).toHaveValue("short");
    expect(screen.getByLabelText("Confirm password")).toHaveValue("shorter");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const sent = action.mock.calls[0]?.[1];
    expect(sent?.get("token")).toBe("tok_1");
    expect(sent?.get("password")).toBe("short");
  });

  it("shows a failure about no field in the alert and puts the focus on the first field", async () => {
    const action = vi.fn<NewUserAction>(async () => ({
      error: "This invitation has expired. Ask for a new one.",
      values: { name: "Ana Perera" },
      submittedAt: Date.now(),
    }));
    const user = userEvent.setup();
    const submit = renderForm(action, "ana@example.com");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    await fill(user);
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("This invitation has expired.");
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.com");
  });
});
