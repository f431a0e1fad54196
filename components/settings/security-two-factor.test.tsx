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

const PASSWORD = "correct horse battery";

/** The first step: the current password, then the button. */
async function startSetup(user: ReturnType<typeof userEvent.setup>, password = PASSWORD) {
  await user.type(screen.getByLabelText("Current password"), password);
  await user.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
}

describe("SecurityTwoFactor", () => {
  it("asks for the password to start, shows the QR code and the manual key, confirms a first code with the password again, then the recovery codes once", async () => {
    const user = userEvent.setup();
    const given = actions();
    render(<SecurityTwoFactor summary={off} actions={given} email="ana@example.com" />);
    // Nothing starts without the password.
    await user.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription(
        /Enter your current password$/,
      ),
    );
    expect(given.start).not.toHaveBeenCalled();
    await startSetup(user);
    expect(given.start).toHaveBeenCalledWith({ currentPassword: PASSWORD });

    expect(await screen.findByRole("img", { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByTestId("manual-key")).toHaveTextContent("JBSW Y3DP EHPK 3PXP");
    expect(screen.getByRole("button", { name: "Copy" })).toHaveAttribute("title", "Copy the key");
    // The password is asked for again to finish, filled in from the first step.
    const password = screen.getByLabelText("Current password");
    expect(password).toHaveValue(PASSWORD);
    expect(password).toHaveAttribute("type", "password");

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
    expect(given.confirm).toHaveBeenCalledWith({ code: "123456", currentPassword: PASSWORD });

    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    expect(screen.queryByTestId("manual-key")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy" })).toHaveAttribute("title", "Copy the recovery codes");
    expect(screen.getByRole("button", { name: "Download" })).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(screen.queryByRole("list", { name: "Recovery codes" })).not.toBeInTheDocument();
  });

  it("puts a refused password on its field and empties only it", async () => {
    const user = userEvent.setup();
    const message = "The password is not right; 9 tries left.";
    const given = actions({
      start: vi.fn(async () => ({
        ok: false as const,
        message,
        fieldErrors: { currentPassword: message },
        requestId: "req_0",
      })),
    });
    render(<SecurityTwoFactor summary={off} actions={given} email="ana@example.com" />);
    await startSetup(user, "not my password");
    const password = screen.getByLabelText("Current password");
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription(/9 tries left\.$/));
    expect(password).toHaveValue("");
    expect(password).toHaveFocus();
    expect(screen.queryByRole("img", { name: /QR code/ })).not.toBeInTheDocument();
  });

  it("shows a refused first code on the field and empties it, keeping the password", async () => {
    const user = userEvent.setup();
    const message = "The code is not right; 8 tries left.";
    const given = actions({
      confirm: vi.fn(async () => ({
        ok: false as const,
        message,
        fieldErrors: { code: message },
        requestId: "req_1",
      })),
    });
    render(<SecurityTwoFactor summary={off} actions={given} email="ana@example.com" />);
    await startSetup(user);
    const field = await screen.findByLabelText("Code from your app");
    await user.type(field, "654321");
    await user.click(screen.getByRole("button", { name: "Turn on two-factor sign-in" }));
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(/The code is not right; 8 tries left\.$/),
    );
    expect(field).toHaveValue("");
    expect(screen.getByLabelText("Current password")).toHaveValue(PASSWORD);
    expect(screen.queryByRole("list", { name: "Recovery codes" })).not.toBeInTheDocument();
  });

  it("says when setup could not start, with the request id", async () => {
    const user = userEvent.setup();
    const given = actions({
      start: vi.fn(async () => ({
        ok: false as const,
        message: "Too many wrong passwords or codes. Try again in 12 minutes.",
        requestId: "req_2",
      })),
    });
    render(<SecurityTwoFactor summary={off} actions={given} email="ana@example.com" />);
    await startSetup(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(/Try again in 12 minutes.*req_2/);
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("when on, tells how many recovery codes are left and turns off only with a code and the password", async () => {
    const user = userEvent.setup();
    const given = actions();
    render(<SecurityTwoFactor summary={on} actions={given} email="ana@example.com" />);
    expect(screen.getByText(/7 recovery codes are left/)).toBeInTheDocument();
    const field = screen.getByLabelText("Code or recovery code");
    const password = screen.getByLabelText("Current password");
    await user.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/or a recovery code$/));
    expect(password).toHaveAccessibleDescription(/Enter your current password$/);
    expect(given.disable).not.toHaveBeenCalled();
    await user.type(field, "K7QX-M2PA-9RTE");
    await user.type(password, PASSWORD);
    await user.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
    expect(given.disable).toHaveBeenCalledWith({ code: "K7QX-M2PA-9RTE", currentPassword: PASSWORD });
    expect(refresh).toHaveBeenCalled();
  });

  it("empties the code and the password when the tries ran out, and says how long to wait", async () => {
    const user = userEvent.setup();
    const given = actions({
      disable: vi.fn(async () => ({
        ok: false as const,
        message: "Too many wrong passwords or codes. Try again in 1 minute.",
        requestId: "req_3",
      })),
    });
    render(<SecurityTwoFactor summary={on} actions={given} email="ana@example.com" />);
    await user.type(screen.getByLabelText("Code or recovery code"), "123456");
    await user.type(screen.getByLabelText("Current password"), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Turn off two-factor sign-in" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Two-factor sign-in is still on");
    expect(alert).toHaveTextContent(/Try again in 1 minute\./);
    expect(screen.getByLabelText("Code or recovery code")).toHaveValue("");
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });
});
