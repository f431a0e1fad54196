import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApprovalThresholdForm, type SetThresholdAction } from "./approval-threshold-form";

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";

function saving(data: Awaited<ReturnType<SetThresholdAction>>) {
  return vi.fn<SetThresholdAction>(async () => data);
}

/** The form of the account's settings, in the given state. */
function renderForm(props: Omit<ComponentProps<typeof ApprovalThresholdForm>, "accountId">) {
  return render(<ApprovalThresholdForm accountId={ACCOUNT} {...props} />);
}

describe("ApprovalThresholdForm", () => {
  it("warns before saving, and in the answer, when no other member may approve", async () => {
    const warning = "No other member of this account may approve";
    const action = saving({
      ok: true,
      data: { thresholdLkr: "50000", warning: `${warning}: …`, withdrawn: 0 },
    });
    renderForm({ initial: null, otherApprovers: 0, pending: 0, action });
    expect(screen.queryByText(new RegExp(warning))).toBeNull();
    await userEvent.type(screen.getByLabelText(/need a second person/), "50000");
    expect(screen.getByTestId("approval-threshold-before")).toHaveTextContent(warning);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByTestId("approval-threshold-status")).toHaveTextContent(`${warning}: …`),
    );
  });

  it("says nothing of the kind when another member may approve", async () => {
    renderForm({
      initial: null,
      otherApprovers: 1,
      pending: 0,
      action: saving({ ok: true, data: { thresholdLkr: "1", warning: null, withdrawn: 0 } }),
    });
    await userEvent.type(screen.getByLabelText(/need a second person/), "50000");
    expect(screen.getByTestId("approval-threshold-before")).toBeEmptyDOMElement();
  });

  it("says, before approvals are turned off, that the waiting requests are withdrawn and nothing is sent", async () => {
    const action = saving({ ok: true, data: { thresholdLkr: null, warning: null, withdrawn: 2 } });
    renderForm({ initial: "50000", otherApprovers: 1, pending: 2, action });
    expect(screen.getByTestId("approval-threshold-before")).toBeEmptyDOMElement();
    await userEvent.clear(screen.getByLabelText(/need a second person/));
    expect(screen.getByTestId("approval-threshold-before")).toHaveTextContent(
      "Turning approvals off: The 2 requests that wait are withdrawn, with the reason “Approvals turned off”. Nothing is sent to the payments service",
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByTestId("approval-threshold-status")).toHaveTextContent(
        "2 waiting requests were withdrawn; nothing was sent.",
      ),
    );
  });
});
