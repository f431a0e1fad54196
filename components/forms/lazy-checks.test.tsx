import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Resolver } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useConsoleForm } from "@/components/forms/use-console-form";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { CreateBranchForm } from "../branches/branch-form";
import { ConsoleForm } from "./console-form";
import { type LazyChecks, lazyChecks } from "./lazy-checks";
import { TextField } from "./text-field";
import { wordedZodResolver } from "./worded-zod-resolver";

const schema = z.object({ code: z.string().trim().min(1) });
type Values = z.input<typeof schema>;
type Checks = { codeResolver: Resolver<Values, unknown, z.output<typeof schema>> };

/** A checks module whose arrival the test decides. */
function slowChecks() {
  let arrive: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<Checks>((resolve) => {
        arrive = () => resolve({ codeResolver: wordedZodResolver(schema) });
      }),
  );
  return { checks: lazyChecks(load), load, arrive: () => act(async () => arrive()) };
}

function CodeForm({ checks, onSubmit }: { checks: LazyChecks<Checks>; onSubmit: (values: Values) => void }) {
  const form = useConsoleForm<Values>({
    resolver: checks.resolver((loaded) => loaded.codeResolver),
    defaultValues: { code: "" },
    mode: "onTouched",
  });
  return (
    <Form {...form}>
      <ConsoleForm onSubmit={form.handleSubmit(onSubmit)} onFocus={checks.preload} noValidate>
        <TextField name="code" label="Code" />
        <Button type="submit">Save</Button>
      </ConsoleForm>
    </Form>
  );
}

describe("lazyChecks", () => {
  it("holds a submit made before the checks arrived and judges it when they do: the error shows, nothing is sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { checks, load, arrive } = slowChecks();
    render(<CodeForm checks={checks} onSubmit={onSubmit} />);
    // Nothing loads with the page.
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(load).toHaveBeenCalledTimes(1);
    const code = screen.getByLabelText("Code");
    expect(code).not.toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();

    await arrive();
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveAccessibleDescription("Code is required");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(code, " KDY ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    // The schema's output is what the submit receives.
    expect(onSubmit).toHaveBeenCalledWith({ code: "KDY" }, expect.anything());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts loading on the form's first focus, once, and judges the first blur when the checks arrive", async () => {
    const user = userEvent.setup();
    const { checks, load, arrive } = slowChecks();
    render(<CodeForm checks={checks} onSubmit={vi.fn()} />);
    await user.click(screen.getByLabelText("Code"));
    expect(load).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.click(screen.getByLabelText("Code"));
    expect(load).toHaveBeenCalledTimes(1);
    await user.tab();
    await arrive();
    expect(screen.getByLabelText("Code")).toHaveAccessibleDescription("Code is required");
  });

  it("tries a failed load again on the next use", async () => {
    const load = vi
      .fn<() => Promise<Checks>>()
      .mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ codeResolver: wordedZodResolver(schema) });
    const checks = lazyChecks(load);
    checks.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const resolver = checks.resolver((loaded) => loaded.codeResolver);
    const options = { fields: {}, shouldUseNativeValidation: false };
    const result = await resolver({ code: "" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.errors.code?.message).toBe("Code is required");
  });
});

describe("a form whose checks load lazily", () => {
  it("shows the field errors of its first submit (the branch form: its contract schema, imported on use)", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CreateBranchForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Create branch" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Code")).toHaveAccessibleDescription(/Code is required$/);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
