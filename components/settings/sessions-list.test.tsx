import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TooltipProvider } from "@/components/ui/tooltip";
import type { ActiveSession } from "@/lib/sessions";
import { type SessionsActions, SessionsList } from "./sessions-list";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const here: ActiveSession = {
  id: "sid-here",
  device: "Chrome on Linux",
  address: "203.0.113.7",
  signedInAt: minutesAgo(90),
  lastSeenAt: minutesAgo(0),
  current: true,
};
const phone: ActiveSession = {
  id: "sid-phone",
  device: "Safari on iPhone",
  address: "198.51.100.4",
  signedInAt: minutesAgo(300),
  lastSeenAt: minutesAgo(12),
  current: false,
};
const tablet: ActiveSession = {
  id: "sid-tablet",
  device: "Chrome on Android",
  address: null,
  signedInAt: minutesAgo(600),
  lastSeenAt: minutesAgo(240),
  current: false,
};

function actions(overrides: Partial<SessionsActions> = {}): SessionsActions {
  return {
    end: vi.fn(async () => ({ ok: true as const, data: { ended: true as const } })),
    endOthers: vi.fn(async () => ({ ok: true as const, data: { ended: 2 } })),
    ...overrides,
  };
}

function renderList(sessions: ActiveSession[], given: SessionsActions) {
  return render(
    <TooltipProvider>
      <SessionsList sessions={sessions} actions={given} />
    </TooltipProvider>,
  );
}

describe("SessionsList", () => {
  it("shows each session's device, address, sign-in and last use, with this device marked", () => {
    renderList([here, phone, tablet], actions());
    const rows = screen.getAllByTestId("session-row");
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText("Chrome on Linux")).toBeVisible();
    expect(within(first).getByText("This device")).toBeVisible();
    expect(within(first).getByText("Now")).toBeVisible();
    expect(within(second).queryByText("This device")).not.toBeInTheDocument();
    expect(within(second).getByText("198.51.100.4")).toBeVisible();
    expect(within(second).getByText(/12 minutes ago/)).toBeVisible();
    expect(within(second).getByText(/5 hours ago/)).toBeVisible();
    expect(within(third).getByText("Not known")).toBeVisible();
    expect(screen.getByText(/3 active sessions/)).toBeVisible();
  });

  it("ends another session only with the current password, then refreshes the list", async () => {
    const user = userEvent.setup();
    const given = actions();
    renderList([here, phone], given);
    await user.click(screen.getByRole("button", { name: "End the session on Safari on iPhone" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Safari on iPhone at 198.51.100.4 will be signed out at once.");
    const password = within(dialog).getByLabelText("Current password");
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute("type", "password");
    await user.click(within(dialog).getByRole("button", { name: "End session" }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Enter your current password$/));
    expect(given.end).not.toHaveBeenCalled();
    // Enter sends it, as in any form.
    await user.type(password, "correct horse battery{Enter}");
    expect(given.end).toHaveBeenCalledWith({
      sessionId: "sid-phone",
      currentPassword: "correct horse battery",
    });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(refresh).toHaveBeenCalled();
  });

  it("says a wrong password on its field and empties it; other refusals above it with the request id", async () => {
    const user = userEvent.setup();
    const wrong = "The password is not right; 9 tries left.";
    const given = actions({
      end: vi
        .fn<SessionsActions["end"]>()
        .mockResolvedValueOnce({
          ok: false,
          message: wrong,
          fieldErrors: { currentPassword: wrong },
          requestId: "req-1",
        })
        .mockResolvedValueOnce({
          ok: false,
          message: "That session has already ended, or it is not one of yours.",
          requestId: "req-123",
        }),
    });
    renderList([here, phone], given);
    await user.click(screen.getByRole("button", { name: "End the session on Safari on iPhone" }));
    const dialog = await screen.findByRole("alertdialog");
    const password = within(dialog).getByLabelText("Current password");
    await user.type(password, "a guess");
    await user.click(within(dialog).getByRole("button", { name: "End session" }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/9 tries left\.$/));
    expect(password).toHaveValue("");
    await user.type(password, "correct horse battery");
    await user.click(within(dialog).getByRole("button", { name: "End session" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(/already ended/);
    expect(alert).toHaveTextContent("req-123");
    expect(screen.getByRole("alertdialog")).toBeVisible();
  });

  it("ends all other sessions with the password; without others the button is not offered", async () => {
    const user = userEvent.setup();
    const given = actions();
    const { unmount } = renderList([here, phone, tablet], given);
    await user.click(screen.getByRole("button", { name: "End all other sessions" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("2 sessions on other devices will be signed out at once");
    await user.type(within(dialog).getByLabelText("Current password"), "correct horse battery");
    await user.click(within(dialog).getByRole("button", { name: "End other sessions" }));
    expect(given.endOthers).toHaveBeenCalledWith({ currentPassword: "correct horse battery" });
    unmount();
    renderList([here], actions());
    expect(screen.queryByRole("button", { name: "End all other sessions" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "End this session and sign out" })).toBeVisible();
  });

  it("signs out here without asking for the password", async () => {
    const user = userEvent.setup();
    const given = actions();
    renderList([here, phone], given);
    await user.click(screen.getByRole("button", { name: "End this session and sign out" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).queryByLabelText("Current password")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    expect(given.end).toHaveBeenCalledWith({ sessionId: "sid-here" });
  });

  it("says so when no session is listed", () => {
    renderList([], actions());
    expect(screen.getByRole("heading", { name: "No sessions to show" })).toBeVisible();
  });
});
