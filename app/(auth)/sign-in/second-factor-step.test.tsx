import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { SignInState } from "./actions";
import { SignInForm } from "./sign-in-form";

// The server action runs next-auth on the server; here it stands in for the two steps' answers.
const signInAction = vi.hoisted(() =>
  vi.fn(async (_previous: SignInState, form: FormData): Promise<SignInState> => {
    if (form.get("challenge") === null) {
      return {
        step: "code",
        challenge: "signed.challenge",
        values: { email: "ana@example.com" },
        submittedAt: 1,
      };
    }
    return {
      step: "code",
      challenge: "signed.challenge",
      error: "That code is not valid. Enter the current code from your app.",
      rejected: true,
      submittedAt: Date.now(),
    };
  }),
);
vi.mock("./actions", () => ({ signInAction }));

describe("SignInForm's second step", () => {
  it("asks for the code after a correct password, sends it with the challenge, and marks a wrong code", async () => {
    const user = userEvent.setup();
    render(<SignInForm callbackUrl="/settings" initial={{}} notice={null} />);
    expect(screen.getByText("Use the email and password of your console user.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const code = await screen.findByLabelText("Authentication code");
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    expect(screen.getByText("Second step: the code from your authenticator app.")).toBeInTheDocument();
    expect(screen.queryByText(/Use the email and password/)).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Enter the code from your authenticator app");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAccessibleDescription(/recovery codes/);
    expect(screen.getByRole("link", { name: "Start over with your password" })).toHaveAttribute(
      "href",
      "/sign-in",
    );

    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not valid");
    const form = signInAction.mock.calls[1]?.[1];
    expect(form?.get("code")).toBe("123456");
    expect(form?.get("challenge")).toBe("signed.challenge");
    expect(form?.get("callbackUrl")).toBe("/settings");
    expect(screen.getByLabelText("Authentication code")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Authentication code")).toHaveFocus();
  });
});
