import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useConsoleForm } from "@/components/forms/use-console-form";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { PlainTextField } from "./plain-text-field";
import { TextField } from "./text-field";
import { wordedZodResolver } from "./worded-zod-resolver";

const schema = z.object({ code: z.string().trim().min(1), amount: z.string() });
type Values = z.input<typeof schema>;

/** One field from the surrounding <Form>, one with its control given: both ways must work. */
function BranchCodeForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useConsoleForm<Values>({
    resolver: wordedZodResolver(schema),
    defaultValues: { code: "", amount: "" },
  });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <TextField name="code" label="Code" description="Unique in this account." />
        <TextField control={form.control} name="amount" label="Amount" suffix="LKR" />
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

describe("TextField", () => {
  it("reads the surrounding form when given no control, and shows its error under the label", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<BranchCodeForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const code = screen.getByLabelText("Code");
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveAccessibleDescription("Unique in this account. Code is required");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(code, "KDY");
    await user.type(screen.getByLabelText("Amount"), "1500");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ code: "KDY", amount: "1500" }, expect.anything());
    expect(screen.getByText("LKR")).toBeInTheDocument();
  });
});

describe("PlainTextField", () => {
  it("is a named, uncontrolled input that posts with the form and puts back a returned value", () => {
    render(
      <form aria-label="Sign in">
        <PlainTextField name="email" label="Email" type="email" defaultValue="ana@example.com" />
      </form>,
    );
    const email = screen.getByLabelText("Email");
    expect(email).toHaveAttribute("name", "email");
    expect(email).toHaveValue("ana@example.com");
    const form = screen.getByRole("form", { name: "Sign in" }) as HTMLFormElement;
    expect(new FormData(form).get("email")).toBe("ana@example.com");
  });

  it("shows the server's message under the field and describes the input with its hint and the message", () => {
    render(
      <PlainTextField
        name="password"
        label="Password"
        type="password"
        description="At least 12 characters."
        error="The password is too short"
      />,
    );
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription("At least 12 characters. The password is too short");
  });

  it("can be marked invalid without a message, and is plain otherwise", () => {
    const { unmount } = render(<PlainTextField name="email" label="Email" invalid />);
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-describedby");
    unmount();
    render(<PlainTextField name="email" label="Email" />);
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
  });

  it("looks exactly like the react-hook-form field", () => {
    render(
      <>
        <BranchCodeForm onSubmit={vi.fn()} />
        <PlainTextField name="city" label="City" />
      </>,
    );
    const controlled = screen.getByLabelText("Code");
    const plain = screen.getByLabelText("City");
    expect(plain.className).toBe(controlled.className);
    expect(plain.closest("[data-slot=form-item]")?.className).toBe(
      controlled.closest("[data-slot=form-item]")?.className,
    );
  });
});
