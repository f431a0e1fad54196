import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Resolver, type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { TextField } from "./text-field";
import { useConsoleForm } from "./use-console-form";
import { wordedZodResolver } from "./worded-zod-resolver";

type Values = { ranged: boolean; minimum: string; name: string; goods: { title: string }[] };

const schema = z
  .object({
    ranged: z.boolean(),
    minimum: z.string(),
    name: z.string().trim().min(1, "Enter a name"),
    goods: z.array(z.object({ title: z.string().trim().min(1, "Give the item a title") })),
  })
  .superRefine((values, ctx) => {
    if (values.ranged && !values.minimum.trim())
      ctx.addIssue({ code: "custom", path: ["minimum"], message: "Enter the smallest amount" });
  });
const checks: Resolver<Values> = wordedZodResolver(schema);
const defaults: Values = { ranged: false, minimum: "", name: "", goods: [{ title: "Tea" }] };

interface Props {
  onSubmit: (values: Values) => unknown;
  resolver?: Resolver<Values>;
  grab?: (form: UseFormReturn<Values>) => void;
}

/** A form whose "Minimum amount" stands above "Name" but is registered after it, once "Ranged" is on. */
function ShopForm({ onSubmit, resolver = checks, grab }: Props) {
  const form = useConsoleForm<Values>({ defaultValues: defaults, resolver });
  grab?.(form);
  const ranged = useWatch({ control: form.control, name: "ranged" });
  const goods = useFieldArray({ control: form.control, name: "goods" });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <FormField
          control={form.control}
          name="ranged"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Ranged</FormLabel>
              <FormControl>
                <input
                  type="checkbox"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              </FormControl>
            </FormItem>
          )}
        />
        {ranged ? <TextField control={form.control} name="minimum" label="Minimum amount" /> : null}
        <TextField control={form.control} name="name" label="Name" />
        {goods.fields.map((item, index) => (
          <div key={item.id}>
            <TextField
              control={form.control}
              name={`goods.${index}.title`}
              label={`Item ${index + 1} title`}
            />
            <Button onClick={() => goods.remove(index)}>Remove item {index + 1}</Button>
          </div>
        ))}
        <Button onClick={() => goods.append({ title: "" })}>Add item</Button>
        <p data-testid="status">{form.formState.isSubmitting ? "sending" : "idle"}</p>
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

const save = () => screen.getByRole("button", { name: "Save" });

describe("useConsoleForm: one submission at a time", () => {
  it("ignores a second submit (Enter, a script) while the first one runs", async () => {
    const user = userEvent.setup();
    const pending: (() => void)[] = [];
    const onSubmit = vi.fn(() => new Promise<void>((done) => pending.push(done)));
    let form: UseFormReturn<Values> | undefined;
    render(<ShopForm onSubmit={onSubmit} grab={(own) => (form = own)} />);
    await user.type(screen.getByLabelText("Name"), "Kandy");
    await user.click(save());
    expect(screen.getByTestId("status")).toHaveTextContent("sending");
    act(() => {
      void form?.handleSubmit(onSubmit)();
    });
    await user.type(screen.getByLabelText("Name"), "{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => {
      for (const done of pending) done();
    });
    expect(screen.getByTestId("status")).toHaveTextContent("idle");
    // Once it is over, the next submit goes through.
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await act(async () => {
      for (const done of pending) done();
    });
  });
});

describe("useConsoleForm: checks that cannot load", () => {
  const offline: Resolver<Values> = () =>
    Promise.reject(new Error("Failed to fetch dynamically imported module"));

  it("says so on submit, is not left submitting, and sends nothing", async () => {
    const said = vi.spyOn(toast, "error").mockImplementation(() => undefined);
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ShopForm onSubmit={onSubmit} resolver={offline} />);
    await user.click(save());
    expect(said).toHaveBeenCalledWith("The form could not be checked", {
      description: "Nothing was sent. Check your connection and try again.",
    });
    expect(screen.getByTestId("status")).toHaveTextContent("idle");
    expect(onSubmit).not.toHaveBeenCalled();
    said.mockRestore();
  });

  it("keeps a field's error while typing when its check cannot run, and fails no promise unseen", async () => {
    const user = userEvent.setup();
    let connected = true;
    const flaky: Resolver<Values> = (values, context, options) =>
      connected ? checks(values, context, options) : offline(values, context, options);
    render(<ShopForm onSubmit={vi.fn()} resolver={flaky} />);
    await user.click(save());
    const name = screen.getByLabelText("Name");
    expect(name).toHaveAccessibleDescription("Enter a name");
    connected = false;
    await user.type(name, "K");
    expect(name).toHaveAccessibleDescription("Enter a name");
    connected = true;
    await user.type(name, "a");
    expect(name).not.toHaveAttribute("aria-invalid");
  });
});

describe("useConsoleForm: focus after a refused submit", () => {
  it("goes to the first field in error in the page's order, not the first registered", async () => {
    const user = userEvent.setup();
    render(<ShopForm onSubmit={vi.fn()} />);
    await user.click(screen.getByLabelText("Ranged"));
    await user.click(save());
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Minimum amount")).toHaveFocus();
  });

  it("goes to the field the errors name first when the submit came from a script", async () => {
    let form: UseFormReturn<Values> | undefined;
    render(<ShopForm onSubmit={vi.fn()} grab={(own) => (form = own)} />);
    await act(async () => {
      await form?.handleSubmit(vi.fn())();
    });
    // react-hook-form's setFocus moves the focus in a timeout of its own.
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
  });
});

describe("useConsoleForm: what react-hook-form gives the console's forms", () => {
  it("moves an item's error with it when an earlier item is removed", async () => {
    const user = userEvent.setup();
    render(<ShopForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Add item" }));
    await user.type(screen.getByLabelText("Name"), "Kandy");
    await user.click(save());
    expect(screen.getByLabelText("Item 2 title")).toHaveAccessibleDescription("Give the item a title");
    expect(screen.getByLabelText("Item 2 title")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Remove item 1" }));
    expect(screen.getByLabelText("Item 1 title")).toHaveAccessibleDescription("Give the item a title");
  });

  it("leaves the form fresh when the submit handler resets it: a change is not judged until the next submit", async () => {
    const user = userEvent.setup();
    let form: UseFormReturn<Values> | undefined;
    render(<ShopForm onSubmit={() => form?.reset()} grab={(own) => (form = own)} />);
    await user.type(screen.getByLabelText("Name"), "Kandy");
    await user.click(save());
    const name = screen.getByLabelText("Name");
    expect(name).toHaveValue("");
    await user.type(name, "K");
    await user.clear(name);
    expect(name).not.toHaveAttribute("aria-invalid");
  });
});
