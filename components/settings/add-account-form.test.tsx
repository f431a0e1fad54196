import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type AddAccountAction, AddAccountForm } from "./add-account-form";
import { DEFAULT_SANDBOX_BASE_URL } from "./schemas";

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Colombo Coffee");
  await user.type(screen.getByLabelText("API key"), "ak_live_abc.sk_live_wrong");
}

describe("AddAccountForm", () => {
  it("sends the values, with the sandbox URL by default", async () => {
    const user = userEvent.setup();
    const action = vi.fn<AddAccountAction>(async () => ({ ok: true, data: { accountId: "acc-1" } }));
    const onAdded = vi.fn();
    render(<AddAccountForm action={action} onAdded={onAdded} />);
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Add account" }));

    expect(action).toHaveBeenCalledWith({
      name: "Colombo Coffee",
      environment: "sandbox",
      baseUrl: DEFAULT_SANDBOX_BASE_URL,
      apiKey: "ak_live_abc.sk_live_wrong",
      webhookPublicKeyPem: "",
    });
    expect(onAdded).toHaveBeenCalledWith("acc-1");
  });

  it("loads the webhook public key from a PEM file, and refuses a file that holds none", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const action = vi.fn<AddAccountAction>(async () => ({ ok: true, data: { accountId: "acc-1" } }));
    const { container } = render(<AddAccountForm action={action} onAdded={() => {}} />);
    const picker = container.querySelector<HTMLInputElement>("input[type=file]");
    if (!picker) throw new Error("no file input");
    const pem =
      "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAq3uCsRzcH2xHUl7XwOlsC7Wdb0I3o9Xyw5s5r8SPXoQ=\n-----END PUBLIC KEY-----";
    await user.upload(picker, new File(["just some notes"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("notes.txt does not hold a PEM key");
    await user.upload(
      picker,
      new File([`${pem}\n`], "webhook-public-key.pem", { type: "application/x-pem-file" }),
    );
    expect(screen.getByLabelText("Webhook public key (optional)")).toHaveValue(pem);
    expect(screen.queryByText(/does not hold a PEM key/)).toBeNull();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Add account" }));
    expect(action).toHaveBeenCalledWith(expect.objectContaining({ webhookPublicKeyPem: pem }));
  });

  it("shows a refused key on the API key field, clears only the key and keeps the rest", async () => {
    const user = userEvent.setup();
    const action = vi.fn<AddAccountAction>(async () => ({
      ok: false,
      message: "The API key was refused by the payments service",
      fieldErrors: { apiKey: "The API key was refused by the payments service" },
    }));
    const onAdded = vi.fn();
    render(<AddAccountForm action={action} onAdded={onAdded} />);
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Add account" }));

    const apiKey = await screen.findByLabelText("API key");
    expect(apiKey).toHaveAttribute("aria-invalid", "true");
    expect(apiKey).toHaveAccessibleDescription(/refused by the payments service/);
    expect(apiKey).toHaveValue("");
    expect(apiKey).toHaveFocus();
    expect(screen.getByLabelText("Name")).toHaveValue("Colombo Coffee");
    expect(screen.getByLabelText("Base URL")).toHaveValue(DEFAULT_SANDBOX_BASE_URL);
    // Said once, at the field.
    expect(screen.getAllByText("The API key was refused by the payments service")).toHaveLength(1);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("shows a failure that belongs to no field above the form, with its request id", async () => {
    const user = userEvent.setup();
    const action = vi.fn<AddAccountAction>(async () => ({
      ok: false,
      message: "The console could not finish adding the account. Nothing was changed; try again in a moment.",
      requestId: "3f2a9c1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b",
    }));
    render(<AddAccountForm action={action} onAdded={vi.fn()} />);
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Add account" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The account was not added");
    expect(alert).toHaveTextContent("could not finish adding the account");
    expect(alert).toHaveTextContent("Request id: 3f2a9c1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b");
  });

  it("accepts only a web address as the base URL", async () => {
    const user = userEvent.setup();
    const action = vi.fn<AddAccountAction>();
    render(<AddAccountForm action={action} onAdded={vi.fn()} />);
    await fillForm(user);
    const baseUrl = screen.getByLabelText("Base URL");
    await user.clear(baseUrl);
    await user.type(baseUrl, "javascript:alert(3)");
    await user.click(screen.getByRole("button", { name: "Add account" }));
    expect(baseUrl).toHaveAttribute("aria-invalid", "true");
    expect(baseUrl).toHaveAccessibleDescription(/Enter a web address starting with https:\/\/ or http:\/\/$/);
    expect(action).not.toHaveBeenCalled();
  });

  it("validates before calling the server and does not offer the sandbox URL for production", async () => {
    const user = userEvent.setup();
    const action = vi.fn<AddAccountAction>();
    render(<AddAccountForm action={action} onAdded={vi.fn()} />);
    await user.selectOptions(screen.getByLabelText("Environment"), "production");
    expect(screen.getByLabelText("Base URL")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Add account" }));

    expect(action).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Give the account a name");
    expect(screen.getByLabelText("API key")).toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByLabelText("Base URL"), "http://payments.example.com");
    await user.click(screen.getByRole("button", { name: "Add account" }));
    expect(screen.getByLabelText("Base URL")).toHaveAccessibleDescription(/needs an https:\/\/ base URL/);
  });
});
