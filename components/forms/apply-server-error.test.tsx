import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useConsoleForm } from "@/components/forms/use-console-form";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { BffError } from "@/data/bff";
import { actionFailure } from "@/lib/action-result";
import { applyServerError, type FormFailure } from "./apply-server-error";
import { FormFailureAlert } from "./form-failure-alert";
import { TextField } from "./text-field";

type Values = { name: string; code: string; lines: { sku: string }[] };

/** A form whose submission fails with `failure`, shown the one way every form shows it. */
function RefusedForm({ failure, conflictField }: { failure: unknown; conflictField?: "code" }) {
  const form = useConsoleForm<Values>({
    defaultValues: { name: "Kandy", code: "KDY", lines: [{ sku: "T-1" }] },
  });
  const [shown, setShown] = useState<FormFailure | null>(null);
  const submit = form.handleSubmit(async () => {
    setShown(
      await applyServerError(form.setError, failure, { fields: ["name", "code", "lines"], conflictField }),
    );
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate>
        <FormFailureAlert failure={shown} title="Not saved" />
        <TextField name="name" label="Name" />
        <TextField name="code" label="Code" />
        <TextField name="lines.0.sku" label="SKU" />
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

async function submitWith(failure: unknown, conflictField?: "code") {
  const user = userEvent.setup();
  render(<RefusedForm failure={failure} conflictField={conflictField} />);
  await user.click(screen.getByRole("button", { name: "Save" }));
}

describe("applyServerError with a BffError", () => {
  it("puts 400 details under their fields, focuses the first, and shows the rest with the request id", async () => {
    await submitWith(
      new BffError({
        status: 400,
        message: "code must be shorter (and 2 more)",
        requestId: "req_400",
        details: [
          { field: "code", constraint: "maxLength", message: "code must be shorter" },
          { field: "lines[0].sku", constraint: "isIn", message: "lines[0].sku is not a known SKU" },
          { field: "body", constraint: "custom", message: "The provider is not available" },
        ],
      }),
    );
    const code = screen.getByLabelText("Code");
    await waitFor(() => expect(code).toHaveAttribute("aria-invalid", "true"));
    // Paths become the fields' names, as a person reads them.
    expect(code).toHaveAccessibleDescription("Code must be shorter");
    expect(code).toHaveFocus();
    expect(screen.getByLabelText("SKU")).toHaveAccessibleDescription("Sku is not a known SKU");
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Not saved");
    expect(alert).toHaveTextContent("The provider is not available");
    expect(alert).not.toHaveTextContent("Code must be shorter");
    expect(alert).toHaveTextContent("Request id: req_400");
    expect(code).toHaveValue("KDY");
  });

  it("says nothing above the form when every detail landed on a field", async () => {
    await submitWith(
      new BffError({
        status: 400,
        message: "name should not be empty",
        requestId: "req_1",
        details: [{ field: "name", constraint: "minLength", message: "name should not be empty" }],
      }),
    );
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("puts a 409 under the field whose value must be unique", async () => {
    await submitWith(
      new BffError({ status: 409, message: "Branch code already exists", requestId: "r" }),
      "code",
    );
    const code = screen.getByLabelText("Code");
    await waitFor(() => expect(code).toHaveAccessibleDescription("Branch code already exists"));
    expect(code).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a 409 of a form without a unique field, and any other status, in the alert", async () => {
    await submitWith(
      new BffError({ status: 409, message: "The link was changed meanwhile", requestId: "req_9" }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The link was changed meanwhile");
    expect(alert).toHaveTextContent("req_9");
  });
});

describe("applyServerError with a server action's failure", () => {
  it("puts field errors on their fields, focuses the first and leaves the summary out", async () => {
    await submitWith(
      actionFailure("Check the highlighted fields.", { name: "Give the account a name" }, "req_act"),
    );
    const name = screen.getByLabelText("Name");
    await waitFor(() => expect(name).toHaveAccessibleDescription("Give the account a name"));
    expect(name).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a refusal about no field, and a field this form does not have, with the request id", async () => {
    await submitWith(
      actionFailure(
        "Check the highlighted fields.",
        { role: "Only an owner can invite another owner." },
        "req_7",
      ),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Only an owner can invite another owner.");
    expect(alert).toHaveTextContent("Request id: req_7");
  });

  it("shows a plain refusal's message, without a request id when it has none", async () => {
    await submitWith({ ok: false, message: "Your session has ended. Sign in again to continue." });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your session has ended.");
    expect(alert).not.toHaveTextContent("Request id");
  });
});

describe("applyServerError with anything else", () => {
  it("says something went wrong, without the error's own text", async () => {
    await submitWith(new TypeError("socket hang up at 10.0.0.7:5432"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong. Nothing was saved");
    expect(alert).not.toHaveTextContent("socket hang up");
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
  });
});
