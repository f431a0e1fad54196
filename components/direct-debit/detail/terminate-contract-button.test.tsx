import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { contractFixture } from "../testing/contract-fixture";
import { TerminateContractButton } from "./terminate-contract-button";

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";
const contract = contractFixture();

/** One answer for the terminate call; the network boundary alone is faked. */
function answerTerminate(response: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith("/terminate")) {
        bodies.push(JSON.parse(String(init?.body)));
        return response();
      }
      return Response.json({ data: [], meta: { page: 1, limit: 20, totalItems: 0, totalPages: 0 } });
    }),
  );
  return bodies;
}

function setup() {
  const user = userEvent.setup();
  renderWithQueries(<TerminateContractButton accountId={ACCOUNT} contract={contract} />);
  return { user };
}

afterEach(() => vi.unstubAllGlobals());

describe("TerminateContractButton", () => {
  it("names the consequences before terminating, and sends the reason typed", async () => {
    const bodies = answerTerminate(() => Response.json({ ...contract, status: "TERMINATED" }));
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Terminate" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Terminate this contract?" });
    expect(dialog).toHaveTextContent(
      "you can no longer charge the customer under it (up to LKR 12,000.00 a time)",
    );
    expect(dialog).toHaveTextContent("This cannot be undone.");
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByLabelText("Reason (optional)"), "  Customer moved abroad  ");
    expect(screen.getByText(/231 of 256 characters left/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Terminate contract" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(bodies).toEqual([{ terminationNotes: "Customer moved abroad" }]);
  });

  it("sends no notes without a reason, and keeps the dialog open with the refusal in words", async () => {
    const bodies = answerTerminate(() =>
      Response.json(
        { statusCode: 400, message: "Only SIGNED contracts can be terminated", error: "Bad Request" },
        { status: 400 },
      ),
    );
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Terminate" }));
    await user.click(screen.getByRole("button", { name: "Terminate contract" }));
    expect(await screen.findByText(/Only a signed contract can be terminated/)).toBeVisible();
    expect(screen.getByRole("alertdialog")).toBeVisible();
    expect(bodies).toEqual([{}]);
  });
});
