import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ChangeMemberAction } from "./members-change-form";
import type { RoleOption } from "./members-scope-fields";
import { MembersTable, type MemberView, type RemoveMemberAction } from "./members-table";
import { PendingInvitationsTable, type RevokeInvitationAction } from "./pending-invitations-table";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn() }) }));

const ACCOUNT = "5c1d3e7f-9a2b-4c6d-8e0f-1a3b5c7d9e21";
const GALLE = "0b5f3a64-2c1d-4e8f-9a7b-6c5d4e3f2a10";
const roles: [RoleOption, ...RoleOption[]] = [
  { value: "owner", label: "Owner", description: "Everything." },
  { value: "admin", label: "Admin", description: "Everything." },
  { value: "staff", label: "Staff", description: "Payments and links." },
];
const branches = [{ id: GALLE, name: "Galle Fort", code: "CTH-GAL", isActive: true }];

const member = (overrides: Partial<MemberView>): MemberView => ({
  userId: "11111111-1111-4111-8111-111111111111",
  email: "owner@example.lk",
  name: null,
  role: "owner",
  branchId: null,
  branchName: null,
  isActive: true,
  since: "2026-01-02T03:04:05.000Z",
  ...overrides,
});
const owner = member({});
const cashier = member({
  userId: "22222222-2222-4222-8222-222222222222",
  email: "cashier@example.lk",
  name: "Nimal",
  role: "staff",
  branchId: GALLE,
  branchName: "Galle Fort",
});

function setup(
  members: MemberView[],
  viewerRole = "owner",
  actions: { change?: ChangeMemberAction; remove?: RemoveMemberAction } = {},
) {
  const user = userEvent.setup();
  render(
    <MembersTable
      accountId={ACCOUNT}
      accountName="Ceylon Tea House"
      members={members}
      currentUserId={owner.userId}
      viewerRole={viewerRole}
      roles={roles}
      branchRoles={["staff"]}
      branches={branches}
      changeAction={actions.change ?? vi.fn<ChangeMemberAction>()}
      removeAction={actions.remove ?? vi.fn<RemoveMemberAction>()}
    />,
  );
  return user;
}

const rowOf = (text: string) => {
  const row = screen.getAllByRole("row").find((candidate) => candidate.textContent?.startsWith(text));
  if (!row) throw new Error(`no row for ${text}`);
  return within(row);
};

describe("MembersTable", () => {
  it("shows a branch-scoped member's branch by name, never its id", () => {
    setup([owner, cashier]);
    // Once in its column, once folded under the name for phones.
    expect(rowOf("Nimal").getAllByText("Galle Fort")).toHaveLength(2);
    expect(screen.queryByText(GALLE)).not.toBeInTheDocument();
    expect(rowOf("owner@example.lk").getAllByText("All branches")).toHaveLength(2);
  });

  it("disables removing the last owner and says why, next to the button and to screen readers", () => {
    setup([owner, cashier]);
    const remove = rowOf("owner@example.lk").getByRole("button", { name: "Remove owner@example.lk" });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      "The only owner cannot be removed or given another role. Make another member an owner first.",
    );
    expect(rowOf("Nimal").getByRole("button", { name: "Remove Nimal" })).toBeEnabled();
  });

  it("lets an admin change staff but not an owner", () => {
    setup(
      [
        owner,
        member({ ...owner, userId: "33333333-3333-4333-8333-333333333333", email: "second@example.lk" }),
        cashier,
      ],
      "admin",
    );
    const change = rowOf("second@example.lk").getByRole("button", { name: "Change second@example.lk" });
    expect(change).toBeDisabled();
    expect(change).toHaveAccessibleDescription("Only an owner can change or remove an owner.");
    expect(rowOf("Nimal").getByRole("button", { name: "Change Nimal" })).toBeEnabled();
  });

  it("removes a member after confirmation, naming them", async () => {
    const remove = vi.fn<RemoveMemberAction>(async () => ({ ok: true, data: null }));
    const user = setup([owner, cashier], "owner", { remove });
    await user.click(rowOf("Nimal").getByRole("button", { name: "Remove Nimal" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Remove Nimal from Ceylon Tea House?");
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Remove member" }));
    expect(remove).toHaveBeenCalledWith({ accountId: ACCOUNT, userId: cashier.userId });
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it("keeps the dialog open with the refusal and its request id", async () => {
    const remove = vi.fn<RemoveMemberAction>(async () => ({
      ok: false,
      message: "This member is the only owner of this account.",
      requestId: "req_last",
    }));
    const user = setup([owner, cashier], "owner", { remove });
    await user.click(rowOf("Nimal").getByRole("button", { name: "Remove Nimal" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove member" }),
    );
    expect(await within(screen.getByRole("alertdialog")).findByRole("alert")).toHaveTextContent(
      "This member is the only owner of this account. (request id req_last)",
    );
  });

  it("changes a member's role, which clears a branch the new role cannot hold", async () => {
    const change = vi.fn<ChangeMemberAction>(async () => ({
      ok: true,
      data: { role: "admin", branchName: null },
    }));
    const user = setup([owner, cashier], "owner", { change });
    await user.click(rowOf("Nimal").getByRole("button", { name: "Change Nimal" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Branch")).toHaveValue(GALLE);
    await user.selectOptions(within(dialog).getByLabelText("Role"), "Admin");
    expect(within(dialog).getByLabelText("Branch")).toHaveValue("");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    // The form's checks load with its first use.
    await waitFor(() =>
      expect(change).toHaveBeenCalledWith({
        accountId: ACCOUNT,
        userId: cashier.userId,
        role: "admin",
        branchId: "",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("PendingInvitationsTable", () => {
  const invitation = {
    id: "44444444-4444-4444-8444-444444444444",
    email: "new@example.lk",
    role: "staff",
    branchId: GALLE,
    branchName: "Galle Fort",
    expiresAt: "2030-01-08T04:00:00.000Z",
  };

  it("revokes an invitation after confirmation", async () => {
    const revoke = vi.fn<RevokeInvitationAction>(async () => ({ ok: true, data: null }));
    const user = userEvent.setup();
    render(
      <PendingInvitationsTable
        accountId={ACCOUNT}
        invitations={[invitation]}
        viewerRole="admin"
        revokeAction={revoke}
      />,
    );
    expect(screen.getAllByText("Galle Fort")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Revoke the invitation for new@example.lk" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Revoke invitation" }));
    expect(revoke).toHaveBeenCalledWith({ accountId: ACCOUNT, invitationId: invitation.id });
  });

  it("lets only owners revoke an owner invitation, saying so", () => {
    render(
      <PendingInvitationsTable
        accountId={ACCOUNT}
        invitations={[{ ...invitation, role: "owner", branchId: null, branchName: null }]}
        viewerRole="admin"
        revokeAction={vi.fn<RevokeInvitationAction>()}
      />,
    );
    const revoke = screen.getByRole("button", { name: "Revoke the invitation for new@example.lk" });
    expect(revoke).toBeDisabled();
    expect(revoke).toHaveAccessibleDescription("Only an owner can revoke an invitation to become an owner.");
  });
});
