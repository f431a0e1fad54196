import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SecurityTwoFactor, type TwoFactorActions } from "./security-two-factor";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const URI = `otpauth://totp/Merchant%20Console:ana%40example.com?secret=${SECRET}&issuer=Merchant%20Console`;
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CC${String(i).padStart(2, "2")}`);

function actions(overrides: Partial<TwoFactorActions> = {}): TwoFactorActions {
  return {
    start: vi.fn(async () => ({ ok: true as const, data: { secret: SECRET, uri: URI } })),
    confirm: vi.fn(async () => ({ ok: true as const, data: { recoveryCodes: CODES } })),
    disable: vi.fn(async () => ({ ok: true as const, data: null })),
    ...overrides,
  };
}

const off = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
const on = { enabled: true, enabledAt: "2026-11-25T10:00:00.000Z", recoveryCodesLeft: 7 };

describe("SecurityTwoFactor", () => {
  it("sets up with a QR code and the manual key, confirms a first code, then shows the recovery codes once", async () => {
    const user = userEvent.setup();
    const given = actions();
    render(<SecurityTwoFactor summary={off} actions={given} email="ana@example.com" />);
    await user.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));

    expect(await screen.findByRole("img", { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByTestId("manual-key")).toHaveTextContent("JBSW Y3DP EHPK 3PXP");
    expect(screen.getByRole("button", { name: "Copy" })).toHaveAttribute("title", "Copy the key");

    const field = screen.getByLabelText("Code from your app");
    await user.click(screen.getByRole("button", { name: "Turn on two-factor sign-in" }));
    // The form's checks load with its first use.
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Enter the 6-digit code from your app$/));
    await user.type(field, "12 34");
    await user.click(screen.getByRole("button", { name: "Turn on two-factor sign-in" }));
    expect(field).toHaveAccessibleDescription(/The code is 6 digits$/);
    expect(given.confirm).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, "123 456");
    await user.click(screen.getByRole("button", { name: "Turn on two-factor sign-in" }));
    expect(given.confirm).toHaveBeenCalledWith("123456");

    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    expect(screen.queryByTestId("manual-key")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy" })).toHaveAttribute("title", "Copy the recovery codes");
    expect(screen.getByRole("button", { name: "Download" })).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(screen.queryByRole("list", { name: "Recovery codes" })).not.toBeInTheDocument();
  });

  it("shows a refused first code on the field and empties it", async () => {
    const user = userEvent.setup();
    const message = "That code is not valid. Enter the current code from your app.";
    const given = actions({
      confirm: vi.fn(async () => ({
        ok: false as const,
        message,
        fieldErrors: { code: message },
        requestId: "req_1",
      })),
    });
    render(<SecurityTwoFactor summary={off} actions={given} email="ana@example.com" />);
    await user.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    const field = await screen.findByLabelText("Code from your app");
    await user.type(field, "654321");
    await user.click(screen.getByRole("button", { name: "Turn on two-factor sign-in" }));
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Enter the current code from your app\.$/),
    );
    expect(field).toHaveValue("");
    expect(screen.queryByRole("list", { name: "Recovery codes" })).not.toBeInTheDocument();
  });

  it("says when setup could not start, with the request id", async () => {
    const user = userEvent.setup();
    const given = actions({
      start: vi.fn(async () => ({
        ok: false as const,
        message: "Your session has ended.",
        requestId: "req_2",
      })),
    });
    render(<SecurityTwoFactor summary={off} actions={given} email="ana@example.com" />);
    await user.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Your session has ended.*req_2/);
  });

  it("when on, tells how many recovery codes are left and turns off only with a code", async () => {
    const user = userEvent.setup();
    const given = actions();
    render(<SecurityTwoFactor summary={on} actions={given} email="ana@example.com" />);
    expect(screen.getByText(/7 recovery codes are left/)).toBeInTheDocument();
    const field = screen.getByLabelText("Code or recovery code");
    await user.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
    expect(given.disable).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription(/or a recovery code$/);
    await user.type(field, "K7QX-M2PA-9RTE");
    await user.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
    expect(given.disable).toHaveBeenCalledWith("K7QX-M2PA-9RTE");
    expect(refresh).toHaveBeenCalled();
  });
});
