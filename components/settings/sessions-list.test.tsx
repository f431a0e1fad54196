import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TooltipProvider } from "@/components/ui/tooltip";
import { type SessionRow, type SessionsActions, SessionsList } from "./sessions-list";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const here: SessionRow = {
  id: "sid-here",
  device: "Chrome on Linux",
  address: "203.0.113.7",
  signedInAt: minutesAgo(90),
  lastSeenAt: minutesAgo(0),
  current: true,
};
const phone: SessionRow = {
  id: "sid-phone",
  device: "Safari on iPhone",
  address: "198.51.100.4",
  signedInAt: minutesAgo(300),
  lastSeenAt: minutesAgo(12),
  current: false,
};
const tablet: SessionRow = {
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

function renderList(sessions: SessionRow[], given: SessionsActions) {
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

  it("ends another session only after confirming, then refreshes the list", async () => {
    const user = userEvent.setup();
    const given = actions();
    renderList([here, phone], given);
    await user.click(screen.getByRole("button", { name: "End the session on Safari on iPhone" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Safari on iPhone at 198.51.100.4 will be signed out at once.");
    expect(given.end).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "End session" }));
    expect(given.end).toHaveBeenCalledWith("sid-phone");
    expect(refresh).toHaveBeenCalled();
  });

  it("keeps the dialog open with the refusal and its request id", async () => {
    const user = userEvent.setup();
    const given = actions({
      end: vi.fn(async () => ({
        ok: false as const,
        message: "That session has already ended, or it is not one of yours.",
        requestId: "req-123",
      })),
    });
    renderList([here, phone], given);
    await user.click(screen.getByRole("button", { name: "End the session on Safari on iPhone" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "End session" }));
    expect(await within(dialog).findByText(/already ended.*\(request id req-123\)/)).toBeVisible();
  });

  it("ends all other sessions after confirming; without others the button is not offered", async () => {
    const user = userEvent.setup();
    const given = actions();
    const { unmount } = renderList([here, phone, tablet], given);
    await user.click(screen.getByRole("button", { name: "End all other sessions" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("2 sessions on other devices will be signed out at once");
    await user.click(within(dialog).getByRole("button", { name: "End other sessions" }));
    expect(given.endOthers).toHaveBeenCalledTimes(1);
    unmount();
    renderList([here], actions());
    expect(screen.queryByRole("button", { name: "End all other sessions" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "End this session and sign out" })).toBeVisible();
  });

  it("says so when no session is listed", () => {
    renderList([], actions());
    expect(screen.getByRole("heading", { name: "No sessions to show" })).toBeVisible();
  });
});
