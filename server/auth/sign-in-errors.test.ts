import { CredentialsSignin } from "@auth/core/errors";
import { describe, expect, it } from "vitest";
import {
  INVALID_CREDENTIALS_MESSAGE,
  InactiveUserError,
  InvalidCredentialsError,
  LockedOutError,
  lockedMessage,
  messageForSignInError,
  signInErrorMessage,
} from "./sign-in-errors";

describe("sign-in errors", () => {
  it("are next-auth CredentialsSignin errors with codes that say nothing about the email", () => {
    const errors = [new InvalidCredentialsError(), new InactiveUserError(), new LockedOutError(900)];
    for (const error of errors) expect(error).toBeInstanceOf(CredentialsSignin);
    expect(errors.map((error) => error.code)).toEqual(["invalid-credentials", "inactive", "locked-15"]);
  });

  it("round up the lock to whole minutes", () => {
    expect(new LockedOutError(1).code).toBe("locked-1");
    expect(new LockedOutError(61).code).toBe("locked-2");
    expect(messageForSignInError(new LockedOutError(840))).toBe(
      "Too many failed sign-in attempts. Try again in 14 minutes.",
    );
    expect(lockedMessage(1)).toBe("Too many failed sign-in attempts. Try again in 1 minute.");
  });

  it("turn next-auth's error and code query parameters into the page's message", () => {
    expect(signInErrorMessage(undefined, undefined)).toBeNull();
    expect(signInErrorMessage("CredentialsSignin", "invalid-credentials")).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(signInErrorMessage("CredentialsSignin", "credentials")).toBe("Invalid email or password");
    expect(signInErrorMessage("CredentialsSignin", "locked-15")).toBe(
      "Too many failed sign-in attempts. Try again in 15 minutes.",
    );
    expect(signInErrorMessage("CredentialsSignin", "inactive")).toMatch(/deactivated/);
    expect(signInErrorMessage("Configuration", undefined)).toBe("Sign-in failed. Please try again.");
  });

  it("give the same message for every wrong-credentials failure", () => {
    expect(messageForSignInError(new InvalidCredentialsError())).toBe("Invalid email or password");
    expect(messageForSignInError(new CredentialsSignin())).toBe("Invalid email or password");
  });
});
