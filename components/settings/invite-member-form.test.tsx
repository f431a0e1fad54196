import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type InviteMemberAction, InviteMemberForm, type RoleOption } from "./invite-member-form";
import { inviteMemberSchema } from "./schemas";

const ACCOUNT_ID = "5c1d3e7f-9a2b-4c6d-8e0f-1a3b5c7d9e21";
const roles: [RoleOption, ...RoleOption[]] = [
  { value: "admin", label: "Admin", description: "Everything, including accounts, keys and members." },
  { value: "staff", label: "Staff", description: "Creates and reads payments and links." },
];
const GALLE = "0b5f3a64-2c1d-4e8f-9a7b-6c5d4e3f2a10";
const KANDY = "7d2e9c41-5b3a-4f6e-8d1c-0a9b8c7d6e5f";
const branches = [
  { id: GALLE, name: "Galle Fort", code: "CTH-GAL", isActive: true },
  { id: KANDY, name: "Kandy", code: "CTH-KDY", isActive: true },
  { id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", name: "Old Town", code: "CTH-OLD", isActive: false },
];

function setup(action: InviteMemberAction, options: { branchesUnavailable?: boolean } = {}) {
  const user = userEvent.setup();
  render(
    <InviteMemberForm
      accountId={ACCOUNT_ID}
      roles={roles}
      branchRoles={["staff"]}
      branches={options.branchesUnavailable ? null : branches}
      action={action}
    />,
  );
  return {
    user,
    email: () => screen.getByLabelText("Email"),
    role: () => screen.getByLabelText("Role"),
    branch: () => screen.getByLabelText("Branch"),
    submit: () => user.click(screen.getByRole("button", { name: "Create invitation link" })),
  };
}

describe("InviteMemberForm", () => {
  it("asks for a real email address before asking the server", async () => {
    const action = vi.fn<InviteMemberAction>();
    const { user, email, submit } = setup(action);
    await user.type(email(), "ana@");
    await submit();
    // The form's checks load with its first use.
    await waitFor(() => expect(email()).toHaveAccessibleDescription("Enter the invitee's email address"));
    expect(action).not.toHaveBeenCalled();
  });

  it("sends the invitation, the address as the server will store it, and shows the one-time link", async () => {
    const action = vi.fn<InviteMemberAction>(async () => ({
      ok: true,
      data: {
        email: "ana@example.com",
        url: "/invite/tok_1",
        expiresAt: "2030-01-08T04:00:00.000Z",
        branchName: null,
      },
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

  it("offers the account's active branches by name, never a free-text id, and sends the chosen one", async () => {
    const action = vi.fn<InviteMemberAction>(async () => ({
      ok: true,
      data: {
        email: "ana@example.com",
        url: "/invite/tok_2",
        expiresAt: "2030-01-08T04:00:00.000Z",
        branchName: "Galle Fort",
      },
    }));
    const { user, email, branch, submit } = setup(action);
    expect(screen.queryByRole("textbox", { name: /branch/i })).not.toBeInTheDocument();
    const options = within(branch())
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["All branches", "Galle Fort (CTH-GAL)", "Kandy (CTH-KDY)"]);
    await user.type(email(), "ana@example.com");
    await user.selectOptions(branch(), "Galle Fort (CTH-GAL)");
    await submit();
    expect(action).toHaveBeenCalledWith({
      accountId: ACCOUNT_ID,
      email: "ana@example.com",
      role: "staff",
      branchId: GALLE,
    });
    expect((await screen.findAllByRole("status"))[0]).toHaveTextContent("limited to the branch Galle Fort");
  });

  it("clears and locks the branch for a role that works with every branch", async () => {
    const action = vi.fn<InviteMemberAction>();
    const { user, role, branch } = setup(action);
    await user.selectOptions(branch(), "Kandy (CTH-KDY)");
    await user.selectOptions(role(), "Admin");
    expect(branch()).toHaveValue("");
    expect(branch()).toBeDisabled();
    expect(branch()).toHaveAccessibleDescription(
      "Admin members work with every branch. Only staff can be limited to one.",
    );
  });

  it("puts the server's refusal of the branch on the branch field", async () => {
    const action = vi.fn<InviteMemberAction>(async () => ({
      ok: false,
      message: "Check the highlighted fields.",
      fieldErrors: { branchId: "The branch Kandy is inactive; choose an active branch." },
      requestId: "req_br",
    }));
    const { user, email, branch, submit } = setup(action);
    await user.type(email(), "ana@example.com");
    await user.selectOptions(branch(), "Kandy (CTH-KDY)");
    await submit();
    await waitFor(() => expect(branch()).toHaveAttribute("aria-invalid", "true"));
    expect(branch()).toHaveAccessibleDescription(/The branch Kandy is inactive/);
  });

  it("says so when the branches could not be loaded, and still invites for every branch", async () => {
    const action = vi.fn<InviteMemberAction>();
    const { branch } = setup(action, { branchesUnavailable: true });
    expect(branch()).toBeDisabled();
    expect(branch()).toHaveAccessibleDescription(/could not be loaded/);
  });
});

describe("inviteMemberSchema", () => {
  it("refuses an address longer than an email address can be", () => {
    const schema = inviteMemberSchema(["owner", "staff"] as const, ["staff"]);
    const long = `${"a".repeat(250)}@example.lk`;
    const answer = schema.safeParse({ accountId: "a", role: "owner", branchId: "", email: long });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues[0]?.message).toBe("An email address has 254 characters at most");
    expect(
      schema.safeParse({ accountId: "a", role: "owner", branchId: "", email: "nimal@example.lk" }).success,
    ).toBe(true);
  });
});
