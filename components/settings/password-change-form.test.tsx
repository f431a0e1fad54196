import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type PasswordChangeAction, PasswordChangeForm } from "./password-change-form";

const rules = { min: 10, max: 256 };

function renderForm(action: PasswordChangeAction) {
  render(<PasswordChangeForm action={action} rules={rules} />);
  return {
    current: screen.getByLabelText("Current password"),
    next: screen.getByLabelText("New password"),
    confirm: screen.getByLabelText("Confirm new password"),
    submit: screen.getByRole("button", { name: "Change password" }),
  };
}

describe("PasswordChangeForm", () => {
  it("checks the fields before sending: required, the policy's length, a match, a new password", async () => {
    const user = userEvent.setup();
    const action = vi.fn<PasswordChangeAction>();
    const { current, next, confirm, submit } = renderForm(action);
    await user.click(submit);
    // The form's checks load with its first use.
    await waitFor(() => expect(current).toHaveAccessibleDescription(/Enter your current password$/));
    expect(next).toHaveAccessibleDescription(/Enter a new password$/);
    expect(confirm).toHaveAccessibleDescription(/Enter the new password again$/);

    await user.type(current, "old password 1");
    await user.type(next, "short");
    await user.type(confirm, "shorter");
    await user.click(submit);
    expect(next).toHaveAccessibleDescription(/Password must be at least 10 characters$/);
    expect(confirm).toHaveAccessibleDescription(/Passwords do not match$/);

    await user.clear(next);
    await user.type(next, "old password 1");
    await user.clear(confirm);
    await user.type(confirm, "old password 1");
    await user.click(submit);
    expect(next).toHaveAccessibleDescription(/different from your current one$/);
    expect(action).not.toHaveBeenCalled();
    for (const field of [current, next, confirm]) expect(field).toHaveAttribute("type", "password");
    expect(current).toHaveAttribute("autocomplete", "current-password");
    expect(next).toHaveAttribute("autocomplete", "new-password");
  });

  it("sends the three fields, says the other sessions were signed out, and empties the form", async () => {
    const user = userEvent.setup();
    const action = vi.fn<PasswordChangeAction>(async () => ({ ok: true, data: { endedSessions: 2 } }));
    const { current, next, confirm, submit } = renderForm(action);
    await user.type(current, "old password 1");
    await user.type(next, "a new passphrase");
    await user.type(confirm, "a new passphrase");
    await user.click(submit);
    expect(action).toHaveBeenCalledWith({
      currentPassword: "old password 1",
      newPassword: "a new passphrase",
      confirmPassword: "a new passphrase",
    });
    expect(await screen.findByText("Password changed")).toBeVisible();
    expect(screen.getByText(/2 other sessions were signed out/)).toBeVisible();
    expect(current).toHaveValue("");
    expect(next).toHaveValue("");
  });

  it("puts a refused current password on its field and empties it; a lock shows with its request id", async () => {
    const user = userEvent.setup();
    const action = vi
      .fn<PasswordChangeAction>()
      .mockResolvedValueOnce({
        ok: false,
        message: "The password is not right; 9 tries left.",
        fieldErrors: { currentPassword: "The password is not right; 9 tries left." },
        requestId: "req-1",
      })
      .mockResolvedValueOnce({
        ok: false,
        message: "Too many wrong passwords or codes. Try again in 15 minutes.",
        requestId: "req-2",
      });
    const { current, next, confirm, submit } = renderForm(action);
    await user.type(current, "wrong password");
    await user.type(next, "a new passphrase");
    await user.type(confirm, "a new passphrase");
    await user.click(submit);
    expect(current).toHaveAccessibleDescription(/The password is not right; 9 tries left\.$/);
    expect(current).toHaveValue("");
    expect(next).toHaveValue("a new passphrase");

    await user.type(current, "wrong again!");
    await user.click(submit);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Too many wrong passwords or codes. Try again in 15 minutes.");
    expect(alert).toHaveTextContent("req-2");
  });
});
