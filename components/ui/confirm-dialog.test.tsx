import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";

function deferred() {
  let resolve: (value?: unknown) => void = () => undefined;
  const promise = new Promise((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderDialog(onConfirm: () => unknown) {
  render(
    <ConfirmDialog
      trigger={<Button>Remove branch</Button>}
      title="Remove Kandy?"
      description="The branch stops taking payments."
      confirmLabel="Remove"
      pendingLabel="Removing…"
      onConfirm={onConfirm}
    />,
  );
}

describe("ConfirmDialog", () => {
  it("shows its trigger alone until opened, then opens at once and gives the focus back on Cancel", async () => {
    const user = userEvent.setup();
    renderDialog(vi.fn());
    const trigger = screen.getByRole("button", { name: "Remove branch" });
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await user.click(trigger);
    expect(await screen.findByRole("alertdialog", { name: "Remove Kandy?" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove branch" })).toHaveFocus();
    // The real dialog's trigger from now on: it opens again.
    await user.click(screen.getByRole("button", { name: "Remove branch" }));
    expect(screen.getByRole("alertdialog")).toBeVisible();
  });

  it("asks first, and Cancel closes without acting", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderDialog(onConfirm);
    await user.click(screen.getByRole("button", { name: "Remove branch" }));
    // The dialog's code loads at the first opening.
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Kandy?" });
    expect(dialog).toHaveAccessibleDescription("The branch stops taking payments.");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("stays open and busy while the action runs, then closes", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onConfirm = vi.fn(() => pending.promise);
    renderDialog(onConfirm);
    await user.click(screen.getByRole("button", { name: "Remove branch" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole("button", { name: "Removing…" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();

    pending.resolve();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the message when the action fails", async () => {
    const user = userEvent.setup();
    renderDialog(async () => ({ error: "The branch has open payment links." }));
    await user.click(screen.getByRole("button", { name: "Remove branch" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("The branch has open payment links.");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove" })).toBeEnabled();
  });

  it("shows a generic message when the action throws", async () => {
    const user = userEvent.setup();
    renderDialog(() => Promise.reject(new Error("socket hang up")));
    await user.click(screen.getByRole("button", { name: "Remove branch" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/something went wrong/i);
    expect(alert).not.toHaveTextContent("socket hang up");
  });
});
