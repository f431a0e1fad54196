import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { bankAccountFixture } from "../testing/bank-account-fixture";
import { AddBankAccountForm } from "./add-bank-account-form";

const USER_ID = "0b6c3c1e-8f5a-4a57-9d1e-6c2f7b1d9a10";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "x-request-id": `req-${status}` },
  });

const created = bankAccountFixture;

/** The BFF as the form sees it: the bank list, and `onCreate` for the new account. */
function stubBff(onCreate: (body: unknown) => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith("/v1/bank/list")) return json(200, [{ code: 7010, name: "Bank of Ceylon" }]);
      if (init?.method === "POST" && url.endsWith(`/v1/aggregator/user/${USER_ID}/bank-account`)) {
        const body = JSON.parse(String(init.body));
        posted.push(body);
        return onCreate(body);
      }
      return json(200, []);
    }),
  );
  return posted;
}

function renderForm() {
  const onAdded = vi.fn();
  renderWithQueries(<AddBankAccountForm accountId="acc-1" userId={USER_ID} onAdded={onAdded} />);
  return { onAdded, submit: () => userEvent.click(screen.getByRole("button", { name: "Add bank account" })) };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    screen.getByLabelText("Bank"),
    await screen.findByRole("option", { name: "Bank of Ceylon (7010)" }),
  );
  await user.type(screen.getByLabelText("Account number"), "8001234567");
  await user.type(screen.getByLabelText("Account holder's name"), "Nimal Perera");
}

describe("AddBankAccountForm", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a bank and the account's details before sending anything", async () => {
    const posted = stubBff(() => json(201, created));
    const { submit } = renderForm();
    await submit();
    const bank = screen.getByLabelText("Bank");
    await waitFor(() => expect(bank).toHaveAttribute("aria-invalid", "true"));
    expect(bank).toHaveAccessibleDescription("Choose a bank");
    expect(screen.getByLabelText("Account number")).toHaveAccessibleDescription("Account number is required");
    expect(screen.getByLabelText("Account holder's name")).toHaveAccessibleDescription(
      "Account holder's name is required",
    );
    expect(posted).toHaveLength(0);
  });

  it("sends the contract's body, the bank code as a number and blanks left out", async () => {
    const user = userEvent.setup();
    const posted = stubBff(() => json(201, created));
    const { onAdded, submit } = renderForm();
    await fill(user);
    await submit();
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(created));
    expect(posted).toEqual([{ bankCode: 7010, accountNumber: "8001234567", accountName: "Nimal Perera" }]);
  });

  it("puts the service's refusals on their fields and the rest above the form with the request id", async () => {
    const user = userEvent.setup();
    stubBff(() =>
      json(400, {
        message: "accountNumber must be digits only (and 1 more)",
        requestId: "req_bank",
        details: [
          { field: "accountNumber", constraint: "matches", message: "accountNumber must be digits only" },
          { field: "bank", constraint: "custom", message: "The bank does not accept new accounts today" },
        ],
      }),
    );
    const { onAdded, submit } = renderForm();
    await fill(user);
    await submit();
    const accountNumber = screen.getByLabelText("Account number");
    await waitFor(() =>
      expect(accountNumber).toHaveAccessibleDescription("Account number must be digits only"),
    );
    expect(accountNumber).toHaveFocus();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The bank does not accept new accounts today");
    expect(alert).toHaveTextContent("req_bank");
    expect(screen.getByLabelText("Account holder's name")).toHaveValue("Nimal Perera");
    expect(onAdded).not.toHaveBeenCalled();
  });
});
