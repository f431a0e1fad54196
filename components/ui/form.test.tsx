import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useConsoleForm } from "@/components/forms/use-console-form";
import { wordedZodResolver } from "@/components/forms/worded-zod-resolver";
import { Button } from "./button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "./form";
import { Input } from "./input";

const schema = z.object({
  code: z.string().trim().min(1, "Enter the branch code"),
  note: z.string(),
});
type Values = z.infer<typeof schema>;

function BranchForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useConsoleForm<Values>({
    resolver: wordedZodResolver(schema),
    defaultValues: { code: "", note: "" },
  });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Branch code</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormDescription>Printed on receipts.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="note"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Note</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

function describedByIds(element: HTMLElement): string[] {
  return (element.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
}

describe("form field wiring", () => {
  it("labels the control and points it at its description", () => {
    render(<BranchForm onSubmit={vi.fn()} />);
    const code = screen.getByLabelText("Branch code");
    expect(code).not.toHaveAttribute("aria-invalid");
    expect(code).toHaveAccessibleDescription("Printed on receipts.");
    // A field without a description refers to nothing.
    expect(screen.getByLabelText("Note")).not.toHaveAttribute("aria-describedby");
  });

  it("marks an invalid field and describes it with its error", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<BranchForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Save" }));

    const code = screen.getByLabelText("Branch code");
    expect(code).toHaveAttribute("aria-invalid", "true");
    const message = screen.getByText("Enter the branch code");
    expect(describedByIds(code)).toContain(message.id);
    expect(code).toHaveAccessibleDescription("Printed on receipts. Enter the branch code");
    expect(screen.getByLabelText("Note")).not.toHaveAttribute("aria-invalid");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears the error once the value is fixed", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<BranchForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.type(screen.getByLabelText("Branch code"), "KDY");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const code = screen.getByLabelText("Branch code");
    expect(code).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Enter the branch code")).not.toBeInTheDocument();
    expect(code).toHaveAccessibleDescription("Printed on receipts.");
    expect(onSubmit).toHaveBeenCalledWith({ code: "KDY", note: "" }, expect.anything());
  });

  it("works without react-hook-form: the item says what is wrong", () => {
    render(
      <FormItem error="Enter your email" withDescription>
        <FormLabel>Email</FormLabel>
        <FormControl>
          <Input name="email" />
        </FormControl>
        <FormDescription>The one you sign in with.</FormDescription>
        <FormMessage />
      </FormItem>,
    );
    const email = screen.getByLabelText("Email");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("The one you sign in with. Enter your email");
  });
});
