import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type RotateKeyAction, RotateKeyForm } from "./rotate-key-form";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const ACCOUNT_ID = "0d9e7c2a-5b1f-4e3a-8c6d-2f4b6a8c0e12";

function setup(action: RotateKeyAction) {
  const user = userEvent.setup();
  render(<RotateKeyForm accountId={ACCOUNT_ID} action={action} />);
  return {
    user,
    key: () => screen.getByLabelText("New API key"),
    submit: () => user.click(screen.getByRole("button", { name: "Replace key" })),
  };
}

describe("RotateKeyForm", () => {
  it("checks the key's shape before asking the server", async () => {
    const action = vi.fn<RotateKeyAction>();
    const { user, key, submit } = setup(action);
    await submit();
    // The form's checks load with its first use.
    await waitFor(() => expect(key()).toHaveAccessibleDescription(/Paste the full API key$/));
    await user.type(key(), "ak_live_without_secret");
    await submit();
    expect(key()).toHaveAccessibleDescription(/its id and secret, joined by a dot$/);
    expect(action).not.toHaveBeenCalled();
  });

  it("shows a refused key on the field, empties it and puts the focus there", async () => {
    const action = vi.fn<RotateKeyAction>(async () => ({
      ok: false,
      message: "The API key was refused by the payments service",
      fieldErrors: { apiKey: "The API key was refused by the payments service" },
      requestId: "req_rot",
    }));
    const { user, key, submit } = setup(action);
    await user.type(key(), "ak_live_a.sk_live_b");
    await submit();
    await waitFor(() => expect(key()).toHaveAttribute("aria-invalid", "true"));
    expect(action).toHaveBeenCalledWith({ accountId: ACCOUNT_ID, apiKey: "ak_live_a.sk_live_b" });
    expect(key()).toHaveAccessibleDescription(/refused by the payments service$/);
    expect(key()).toHaveValue("");
    expect(key()).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("shows a refusal of the account pipeline above the form with its request id", async () => {
    const action = vi.fn<RotateKeyAction>(async () => ({
      ok: false,
      message: "Your role in this merchant account does not allow this.",
      requestId: "req_forbidden",
    }));
    const { user, key, submit } = setup(action);
    await user.type(key(), "ak_live_a.sk_live_b");
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The key was not replaced");
    expect(alert).toHaveTextContent("does not allow this");
    expect(alert).toHaveTextContent("Request id: req_forbidden");
  });
});
