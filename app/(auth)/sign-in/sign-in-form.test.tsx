import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { SignInState } from "./actions";
import { SignInForm } from "./sign-in-form";

// The server action runs next-auth on the server; here it stands in for a rejected sign-in.
const signInAction = vi.hoisted(() =>
  vi.fn(
    async (_previous: SignInState, form: FormData): Promise<SignInState> => ({
      error: "Invalid email or password",
      rejected: true,
      values: { email: String(form.get("email")) },
      submittedAt: Date.now(),
    }),
  ),
);
vi.mock("./actions", () => ({ signInAction }));

describe("SignInForm", () => {
  it("labels its fields exactly Email and Password", () => {
    render(<SignInForm callbackUrl="/" initial={{}} notice={null} />);
    expect(screen.getByLabelText("Email", { exact: true })).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password", { exact: true })).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  it("shows a failure from the URL in the alert region and a notice in the status region", () => {
    const { unmount } = render(
      <SignInForm
        callbackUrl="/"
        initial={{ error: "Too many failed sign-in attempts. Try again in 15 minutes." }}
        notice={null}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Try again in 15 minutes.");
    expect(screen.getByLabelText("Password")).not.toHaveAttribute("aria-invalid");
    unmount();
    render(
      <SignInForm callbackUrl="/" initial={{}} notice="Your session has expired. Please sign in again." />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Your session has expired");
  });

  it("sends email, password and callback path, then keeps the email and moves focus to the password", async () => {
    const user = userEvent.setup();
    render(<SignInForm callbackUrl="/payments?status=PAID" initial={{}} notice={null} />);
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    const form = signInAction.mock.calls[0]?.[1];
    expect(form?.get("email")).toBe("ana@example.com");
    expect(form?.get("password")).toBe("wrong password");
    expect(form?.get("callbackUrl")).toBe("/payments?status=PAID");
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.com");
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Password")).toHaveFocus();
  });
});
