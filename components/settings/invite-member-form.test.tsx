import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type InviteMemberAction, InviteMemberForm, type RoleOption } from "./invite-member-form";

const ACCOUNT_ID = "5c1d3e7f-9a2b-4c6d-8e0f-1a3b5c7d9e21";
const roles: [RoleOption, ...RoleOption[]] = [
  { value: "admin", label: "Admin", description: "Everything, including accounts, keys and members." },
  { value: "staff", label: "Staff", description: "Creates and reads payments and links." },
];

function setup(action: InviteMemberAction) {
  const user = userEvent.setup();
  render(<InviteMemberForm accountId={ACCOUNT_ID} roles={roles} action={action} />);
  return {
    user,
    email: () => screen.getByLabelText("Email"),
    submit: () => user.click(screen.getByRole("button", { name: "Create invitation link" })),
  };
}

describe("InviteMemberForm", () => {
  it("asks for a real email address before asking the server", async () => {
    const action = vi.fn<InviteMemberAction>();
    const { user, email, submit } = setup(action);
    await user.type(email(), "ana@");
    await submit();
    expect(email()).toHaveAccessibleDescription("Enter the invitee's email address");
    expect(action).not.toHaveBeenCalled();
  });

  it("sends the invitation, the address as the server will store it, and shows the one-time link", async () => {
    const action = vi.fn<InviteMemberAction>(async () => ({
      ok: true,
      data: { email: "ana@example.com", url: "/invite/tok_1", expiresAt: "2030-01-08T04:00:00.000Z" },
    }));
    const { user, email, submit } = setup(action);
    await user.type(email(), " Ana@Example.com ");
    await submit();
    expect(await screen.findByLabelText("Invitation link")).toHaveValue("http://localhost:3000/invite/tok_1");
    expect(action).toHaveBeenCalledWith({
      accountId: ACCOUNT_ID,
      email: "ana@example.com",
      role: "staff",
      branchId: "",
    });
  });

  it("shows a member who already belongs to the account on the email field", async () => {
    const action = vi.fn<InviteMemberAction>(async () => ({
      ok: false,
      message: "Check the highlighted fields.",
      fieldErrors: { email: "ana@example.com is already a member of Ceylon Tea House." },
      requestId: "req_inv",
    }));
    const { user, email, submit } = setup(action);
    await user.type(email(), "ana@example.com");
    await submit();
    await waitFor(() => expect(email()).toHaveAttribute("aria-invalid", "true"));
    expect(email()).toHaveAccessibleDescription("ana@example.com is already a member of Ceylon Tea House.");
    expect(email()).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a failure about no field above the form with its request id", async () => {
    const action = vi.fn<InviteMemberAction>(async () => ({
      ok: false,
      message: "The invitation could not be created. Nothing was changed; try again in a moment.",
      requestId: "req_db",
    }));
    const { user, email, submit } = setup(action);
    await user.type(email(), "ana@example.com");
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The invitation was not created");
    expect(alert).toHaveTextContent("Request id: req_db");
    expect(email()).toHaveValue("ana@example.com");
  });
});
