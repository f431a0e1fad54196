import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";
import { Form, FormField } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { nestErrors } from "./form-paths";
import {
  type Control,
  type Resolver,
  type UseFormReturn,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
} from "./form-state";
import type { FieldError } from "./form-store";
import { TextField } from "./text-field";

type Values = { name: string; code: string; goods: { title: string }[] };
type Output = { name: string; code: string; titles: string[] };

/** A hand-made resolver: names and codes required, each item a title; the output trims and reshapes. */
const resolver: Resolver<Values, unknown, Output> = async (values, _context, options) => {
  const flat: Record<string, FieldError> = {};
  if (!values.name.trim()) flat.name = { type: "required", message: "Name is required" };
  if (!values.code.trim()) flat.code = { type: "required", message: "Code is required" };
  values.goods.forEach((item, i) => {
    if (!item.title.trim())
      flat[`goods.${i}.title`] = { type: "required", message: `Item ${i + 1} needs a title` };
  });
  if (values.goods.length > 3) flat.goods = { type: "too_big", message: "Three items at most" };
  if (Object.keys(flat).length > 0) {
    return { values: {} as Record<string, never>, errors: nestErrors<Values>(flat, options.names) };
  }
  return {
    values: { name: values.name.trim(), code: values.code.trim(), titles: values.goods.map((g) => g.title) },
    errors: {},
  };
};

const defaults: Values = { name: "", code: "", goods: [{ title: "Tea" }] };

const renders: Record<string, number> = {};
const counted = (name: string) => {
  renders[name] = (renders[name] ?? 0) + 1;
};

function Goods() {
  const { control, formState } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name: "goods" });
  const listError = formState.errors.goods?.root?.message ?? formState.errors.goods?.message;
  return (
    <div>
      <ol>
        {fields.map((item, index) => (
          <li key={item.id} data-testid="item" data-id={item.id}>
            <TextField<Values> name={`goods.${index}.title`} label={`Item ${index + 1} title`} />
            <Button onClick={() => remove(index)}>Remove item {index + 1}</Button>
          </li>
        ))}
      </ol>
      {listError ? <p role="alert">{listError}</p> : null}
      <Button onClick={() => append({ title: "" })}>Add item</Button>
    </div>
  );
}

function CodeEcho({ control }: { control: Control<Values> }) {
  const code = useWatch({ control, name: "code" });
  counted("codeEcho");
  return <output aria-label="Code echo">{code}</output>;
}

function BothEcho() {
  const [name, code] = useWatch({
    name: ["name", "code"] as const,
    control: useFormContext<Values>().control,
  });
  counted("bothEcho");
  return <output aria-label="Both echo">{`${name}/${code}`}</output>;
}

function Status() {
  const { formState } = useFormContext<Values>();
  counted("status");
  return <p data-testid="status">{formState.isSubmitting ? "sending" : "idle"}</p>;
}

interface Props {
  onSubmit: (output: Output) => unknown;
  mode?: "onSubmit" | "onTouched";
  grab?: (form: UseFormReturn<Values, unknown, Output>) => void;
}

function ShopForm({ onSubmit, mode, grab }: Props) {
  const form = useForm<Values, unknown, Output>({ defaultValues: defaults, resolver, mode });
  grab?.(form);
  const own = useRef(0);
  own.current += 1;
  counted("form");
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <TextField<Values> name="name" label="Name" />
        <TextField control={form.control} name="code" label="Code" />
        {form.formState.errors.root ? (
          <p data-testid="root-error">{form.formState.errors.root.message}</p>
        ) : null}
        <Goods />
        <CodeEcho control={form.control} />
        <BothEcho />
        <Status />
        <FormField
          name="name"
          control={form.control}
          render={({ field }) => {
            counted("nameField");
            return <input aria-label="Name mirror" readOnly value={field.value} />;
          }}
        />
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

const save = () => screen.getByRole("button", { name: "Save" });

describe("form state: submit", () => {
  it("checks on submit, shows each error under its field, focuses the first in the page's order, sends nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ShopForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("Code"), "KDY");
    await user.clear(screen.getByLabelText("Item 1 title"));
    // Nothing is checked before the first submit.
    expect(screen.getByLabelText("Item 1 title")).not.toHaveAttribute("aria-invalid");

    await user.click(save());
    const name = screen.getByLabelText("Name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(screen.getByLabelText("Code")).not.toHaveAttribute("aria-invalid");
    // An error under a nested path lands on its field.
    expect(screen.getByLabelText("Item 1 title")).toHaveAccessibleDescription("Item 1 needs a title");
    expect(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("focuses the first field in error by the page's order, not by which field registered first", async () => {
    const user = userEvent.setup();
    render(<ShopForm onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText("Name"), "Kandy");
    await user.type(screen.getByLabelText("Code"), "KDY");
    await user.click(screen.getByRole("button", { name: "Add item" }));
    await user.clear(screen.getByLabelText("Item 1 title"));
    await user.click(save());
    expect(screen.getByLabelText("Item 1 title")).toHaveFocus();
    expect(screen.getByLabelText("Item 2 title")).toHaveAttribute("aria-invalid", "true");
  });

  it("hands the resolver's output to the submit handler, with the event", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ShopForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("Name"), "  Kandy ");
    await user.type(screen.getByLabelText("Code"), "KDY");
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ name: "Kandy", code: "KDY", titles: ["Tea"] }, expect.anything());
  });

  it("is submitting while the async handler runs, and not before or after", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ShopForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("Name"), "Kandy");
    await user.type(screen.getByLabelText("Code"), "KDY");
    expect(screen.getByTestId("status")).toHaveTextContent("idle");
    await user.click(save());
    expect(onSubmit).toHaveBeenCalled();
    expect(screen.getByTestId("status")).toHaveTextContent("sending");
    await act(async () => finish());
    expect(screen.getByTestId("status")).toHaveTextContent("idle");
  });
});

describe("form state: checks that cannot run", () => {
  it("says so when its checks cannot load (offline), is not left submitting, and sends nothing", async () => {
    const said = vi.spyOn(toast, "error").mockImplementation(() => undefined);
    const onSubmit = vi.fn();
    let form: UseFormReturn<Values> | undefined;
    function Broken() {
      const own = useForm<Values>({
        defaultValues: defaults,
        resolver: () => Promise.reject(new Error("Failed to fetch dynamically imported module")),
      });
      form = own;
      return <p data-testid="broken">{own.formState.isSubmitting ? "sending" : "idle"}</p>;
    }
    render(<Broken />);
    await act(async () => {
      await form?.handleSubmit(onSubmit)();
    });
    expect(screen.getByTestId("broken")).toHaveTextContent("idle");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(said).toHaveBeenCalledWith("The form could not be checked", {
      description: "Nothing was sent. Check your connection and try again.",
    });
    said.mockRestore();
  });
});

describe("form state: one submission at a time", () => {
  it("ignores a second submit while the first one runs", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((done) => (finish = done)));
    let form: UseFormReturn<Values, unknown, Output> | undefined;
    render(<ShopForm onSubmit={onSubmit} grab={(own) => (form = own)} />);
    await user.type(screen.getByLabelText("Name"), "Kandy");
    await user.type(screen.getByLabelText("Code"), "KDY");
    await user.click(save());
    expect(screen.getByTestId("status")).toHaveTextContent("sending");
    // Enter in a field, or a script, while the button is disabled.
    await act(async () => {
      await form?.handleSubmit(onSubmit)();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByTestId("status")).toHaveTextContent("idle");
  });

  it("leaves the form fresh when the submit handler resets it: a change is not checked until the next submit", async () => {
    const user = userEvent.setup();
    let form: UseFormReturn<Values, unknown, Output> | undefined;
    render(<ShopForm onSubmit={() => form?.reset()} grab={(own) => (form = own)} />);
    await user.type(screen.getByLabelText("Name"), "Kandy");
    await user.type(screen.getByLabelText("Code"), "KDY");
    await user.click(save());
    const name = screen.getByLabelText("Name");
    expect(name).toHaveValue("");
    await user.type(name, "K");
    await user.clear(name);
    expect(name).not.toHaveAttribute("aria-invalid");
  });
});

describe("form state: checking again", () => {
  it("checks a field again on each change after the first submit, and only that field", async () => {
    const user = userEvent.setup();
    render(<ShopForm onSubmit={vi.fn()} />);
    await user.click(save());
    const name = screen.getByLabelText("Name");
    const code = screen.getByLabelText("Code");
    expect(code).toHaveAttribute("aria-invalid", "true");
    await user.type(name, "K");
    expect(name).not.toHaveAttribute("aria-invalid");
    // The code field keeps its error until it changes itself.
    expect(code).toHaveAttribute("aria-invalid", "true");
    await user.clear(name);
    expect(name).toHaveAccessibleDescription("Name is required");
  });

  it("in onTouched mode checks a field from its first blur on, before any submit", async () => {
    const user = userEvent.setup();
    render(<ShopForm onSubmit={vi.fn()} mode="onTouched" />);
    const name = screen.getByLabelText("Name");
    await user.click(name);
    expect(name).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(name).toHaveAccessibleDescription("Name is required");
    await user.type(name, "K");
    expect(name).not.toHaveAttribute("aria-invalid");
    // A field never left is not judged.
    expect(screen.getByLabelText("Item 1 title")).not.toHaveAttribute("aria-invalid");
  });

  it("does not check on change before the first submit in the default mode", async () => {
    const user = userEvent.setup();
    render(<ShopForm onSubmit={vi.fn()} />);
    const name = screen.getByLabelText("Name");
    await user.type(name, "K");
    await user.clear(name);
    await user.tab();
    expect(name).not.toHaveAttribute("aria-invalid");
  });
});

describe("form state: field arrays", () => {
  it("keeps each item's id and typing when another is removed, and focuses an appended item", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ShopForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Add item" }));
    expect(screen.getByLabelText("Item 2 title")).toHaveFocus();
    await user.type(screen.getByLabelText("Item 2 title"), "Cake");
    await user.click(screen.getByRole("button", { name: "Add item" }));
    await user.type(screen.getByLabelText("Item 3 title"), "Jam");
    const ids = screen.getAllByTestId("item").map((item) => item.dataset.id);
    expect(new Set(ids).size).toBe(3);

    await user.click(screen.getByRole("button", { name: "Remove item 1" }));
    const after = screen.getAllByTestId("item").map((item) => item.dataset.id);
    expect(after).toEqual([ids[1], ids[2]]);
    expect(screen.getByLabelText("Item 1 title")).toHaveValue("Cake");
    expect(screen.getByLabelText("Item 2 title")).toHaveValue("Jam");

    await user.type(screen.getByLabelText("Name"), "Kandy");
    await user.type(screen.getByLabelText("Code"), "KDY");
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith(
      { name: "Kandy", code: "KDY", titles: ["Cake", "Jam"] },
      expect.anything(),
    );
  });

  it("moves an item's error with it when an earlier item is removed", async () => {
    const user = userEvent.setup();
    render(<ShopForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Add item" }));
    await user.click(save());
    expect(screen.getByLabelText("Item 2 title")).toHaveAccessibleDescription("Item 2 needs a title");
    await user.click(screen.getByRole("button", { name: "Remove item 1" }));
    expect(screen.getByLabelText("Item 1 title")).toHaveAttribute("aria-invalid", "true");
  });

  it("moves item errors with their items when the list also has an error of its own", async () => {
    const user = userEvent.setup();
    let form: UseFormReturn<Values, unknown, Output> | undefined;
    render(<ShopForm onSubmit={vi.fn()} grab={(own) => (form = own)} />);
    await user.click(screen.getByRole("button", { name: "Add item" }));
    act(() => {
      form?.setError("goods.root" as never, { type: "server", message: "The service refused the items" });
      form?.setError("goods.1.title", { type: "server", message: "Cake is sold out" });
    });
    await user.click(screen.getByRole("button", { name: "Remove item 1" }));
    expect(screen.getByLabelText("Item 1 title")).toHaveAccessibleDescription("Cake is sold out");
    expect(screen.getByRole("alert")).toHaveTextContent("The service refused the items");
  });

  it("in onTouched mode, a removed item's touch does not pass to an item added in its place", async () => {
    const user = userEvent.setup();
    render(<ShopForm onSubmit={vi.fn()} mode="onTouched" />);
    await user.click(screen.getByRole("button", { name: "Add item" }));
    await user.type(screen.getByLabelText("Item 2 title"), "Cake");
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Remove item 2" }));
    await user.click(screen.getByRole("button", { name: "Add item" }));
    const added = screen.getByLabelText("Item 2 title");
    await user.type(added, "J");
    await user.clear(added);
    // Not left yet, so not judged while typing.
    expect(added).not.toHaveAttribute("aria-invalid");
  });

  it("puts an error about the list as a whole on its root while its items are fields", async () => {
    const user = userEvent.setup();
    render(<ShopForm onSubmit={vi.fn()} />);
    for (const title of ["A", "B", "C"]) {
      await user.click(screen.getByRole("button", { name: "Add item" }));
      await user.keyboard(title);
    }
    await user.click(save());
    expect(screen.getByRole("alert")).toHaveTextContent("Three items at most");
  });
});

describe("form state: methods", () => {
  it("shows a root error set by the page, and forgets it at the next submit", async () => {
    const user = userEvent.setup();
    let form: UseFormReturn<Values, unknown, Output> | undefined;
    const onSubmit = vi.fn(() => form?.setError("root", { type: "server", message: "The service is down" }));
    render(<ShopForm onSubmit={onSubmit} grab={(f) => (form = f)} />);
    await user.type(screen.getByLabelText("Name"), "Kandy");
    await user.type(screen.getByLabelText("Code"), "KDY");
    await user.click(save());
    expect(screen.getByTestId("root-error")).toHaveTextContent("The service is down");
    onSubmit.mockImplementation(() => undefined);
    await user.click(save());
    expect(screen.queryByTestId("root-error")).not.toBeInTheDocument();
  });

  it("places a field error with setError, focuses it when asked, and clears it with clearErrors", async () => {
    let form: UseFormReturn<Values, unknown, Output> | undefined;
    render(<ShopForm onSubmit={vi.fn()} grab={(f) => (form = f)} />);
    act(() =>
      form?.setError("goods.0.title", { type: "server", message: "Unknown title" }, { shouldFocus: true }),
    );
    const title = screen.getByLabelText("Item 1 title");
    expect(title).toHaveAccessibleDescription("Unknown title");
    expect(title).toHaveFocus();
    act(() => form?.clearErrors("goods.0.title"));
    expect(title).not.toHaveAttribute("aria-invalid");
    act(() => form?.setFocus("code"));
    expect(screen.getByLabelText("Code")).toHaveFocus();
  });

  it("sets a value where its field and watchers see it, checking it only when asked", async () => {
    let form: UseFormReturn<Values, unknown, Output> | undefined;
    render(<ShopForm onSubmit={vi.fn()} grab={(f) => (form = f)} />);
    act(() => form?.setValue("code", "GAL"));
    expect(screen.getByLabelText("Code")).toHaveValue("GAL");
    expect(screen.getByLabelText("Code echo")).toHaveTextContent("GAL");
    expect(form?.getValues("code")).toBe("GAL");
    expect(form?.getValues().goods).toEqual([{ title: "Tea" }]);
    act(() => form?.setValue("name", ""));
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    await act(async () => form?.setValue("name", "", { shouldValidate: true }));
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name is required");
  });

  it("resets to new values: no errors, not submitted, so a change is not checked until the next submit", async () => {
    const user = userEvent.setup();
    let form: UseFormReturn<Values, unknown, Output> | undefined;
    render(<ShopForm onSubmit={vi.fn()} grab={(f) => (form = f)} />);
    await user.click(save());
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    act(() => form?.reset({ name: "Galle", code: "GAL", goods: [{ title: "A" }, { title: "B" }] }));
    expect(screen.getByLabelText("Name")).toHaveValue("Galle");
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Item 2 title")).toHaveValue("B");
    await user.clear(screen.getByLabelText("Name"));
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    act(() => form?.reset());
    expect(screen.getByLabelText("Name")).toHaveValue("Galle");
  });
});

describe("form state: re-renders", () => {
  it("re-renders a watcher, a field and the form only for what they read", async () => {
    const user = userEvent.setup();
    render(<ShopForm onSubmit={vi.fn()} />);
    for (const key of Object.keys(renders)) renders[key] = 0;
    await user.type(screen.getByLabelText("Name"), "Kandy");
    // Five keystrokes in Name: its mirror field and the watcher of both names re-render, nothing else.
    expect(renders.nameField).toBe(5);
    expect(renders.bothEcho).toBe(5);
    expect(renders.codeEcho ?? 0).toBe(0);
    expect(renders.form ?? 0).toBe(0);
    expect(renders.status ?? 0).toBe(0);
    await user.type(screen.getByLabelText("Code"), "KD");
    expect(renders.codeEcho).toBe(2);
    expect(renders.nameField).toBe(5);
    expect(screen.getByLabelText("Both echo")).toHaveTextContent("Kandy/KD");
  });
});

describe("form state: types", () => {
  it("refuses a name the values do not have", () => {
    function Wrong() {
      const form = useForm<Values>({ defaultValues: defaults });
      // @ts-expect-error: "nmae" is no field of the values
      const typo = useWatch({ control: form.control, name: "nmae" });
      // @ts-expect-error: items are "goods.0.title", not "goods.0.name"
      form.setValue("goods.0.name", "x");
      return <p>{String(typo)}</p>;
    }
    render(<Wrong />);
    expect(screen.getByText("undefined")).toBeInTheDocument();
  });
});
