import { describe, expect, it } from "vitest";
import { newUserFields, parseNewUser } from "./new-user";

const valid = {
  name: "  Ana Perera ",
  email: " Ana@Example.COM ",
  password: "correct horse battery",
  confirmPassword: "correct horse battery",
};

describe("parseNewUser", () => {
  it("trims the name and normalises the email", () => {
    expect(parseNewUser(valid)).toEqual({
      ok: true,
      value: { name: "Ana Perera", email: "ana@example.com", password: "correct horse battery" },
    });
  });

  it("names each field's problem in words", () => {
    const result = parseNewUser({
      name: " ",
      email: "not-an-email",
      password: "short",
      confirmPassword: "x",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors.name).toBe("Enter your name");
    expect(result.fieldErrors.email).toBe("Enter a valid email address");
    expect(result.fieldErrors.password).toBe("Password must be at least 10 characters");
  });

  it("requires the confirmation to match", () => {
    const result = parseNewUser({ ...valid, confirmPassword: "correct horse battery!" });
    expect(result).toEqual({ ok: false, fieldErrors: { confirmPassword: "Passwords do not match" } });
  });

  it("treats missing fields as empty", () => {
    const result = parseNewUser({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["email", "name", "password"]);
  });

  it("reads the fields of a submitted form", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.set(key, value);
    form.set("role", "owner");
    expect(parseNewUser(newUserFields(form)).ok).toBe(true);
    expect(newUserFields(form)).not.toHaveProperty("role");
  });
});
