import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BffError } from "@/data/bff";
import type { Branch } from "@/lib/payments-api/branches";
import { CreateBranchForm, EditBranchForm } from "./branch-form";

const branch: Branch = {
  id: "5f0c8a52-8d0e-4b8e-9f55-0b7c1f4f2a10",
  merchantId: "m_1",
  name: "Kandy Lake",
  code: "KDY",
  address: "12 Temple Street",
  city: "Kandy",
  postalCode: null,
  phone: null,
  messagingGroupId: null,
  isActive: true,
  usesMerchantBankAccount: true,
  createdAt: "2026-01-10T04:00:00.000Z",
  updatedAt: "2026-01-10T04:00:00.000Z",
};

const conflict = (message: string) =>
  new BffError({ status: 409, message, code: null, requestId: "req_409" });

describe("CreateBranchForm", () => {
  it("shows a duplicate code (409) on the code field with the server's message", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw conflict("Branch code already exists");
    });
    render(<CreateBranchForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("Name"), "Galle Fort");
    await user.type(screen.getByLabelText("Code"), "kdy");
    await user.type(screen.getByLabelText("City"), "Galle");
    await user.click(screen.getByRole("button", { name: "Create branch" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Galle Fort", code: "kdy", city: "Galle" }),
    );
    const code = screen.getByLabelText("Code");
    expect(await screen.findByText("Branch code already exists")).toBeVisible();
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code.getAttribute("aria-describedby")).toContain(
      screen.getByText("Branch code already exists").id,
    );
    // Nothing typed is lost, and the name is not blamed.
    expect(code).toHaveValue("kdy");
    expect(screen.getByLabelText("City")).toHaveValue("Galle");
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("requires a name and a code before calling the server", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({}));
    render(<CreateBranchForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("Name"), "   ");
    await user.click(screen.getByRole("button", { name: "Create branch" }));
    expect(await screen.findByText("Name is required")).toBeVisible();
    expect(screen.getByText("Code is required")).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("EditBranchForm", () => {
  it("sends only the changed fields, clearing an emptied one with null", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({}));
    render(<EditBranchForm branch={branch} onSubmit={onSubmit} />);
    await user.clear(screen.getByLabelText("Address"));
    await user.type(screen.getByLabelText("Phone"), "+94 81 222 3333");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ address: null, phone: "+94 81 222 3333" });
  });

  it("shows a code already in use (409) on the code field", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw conflict("Branch code already in use");
    });
    render(<EditBranchForm branch={branch} onSubmit={onSubmit} />);
    await user.clear(screen.getByLabelText("Code"));
    await user.type(screen.getByLabelText("Code"), "GAL");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Branch code already in use")).toBeVisible();
    expect(screen.getByLabelText("Code")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).toHaveBeenCalledWith({ code: "GAL" });
  });

  it("does not call the server when nothing changed", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({}));
    const onUnchanged = vi.fn();
    render(<EditBranchForm branch={branch} onSubmit={onSubmit} onUnchanged={onUnchanged} />);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onUnchanged).toHaveBeenCalledTimes(1));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
