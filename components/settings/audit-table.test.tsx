import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TooltipProvider } from "@/components/ui/tooltip";
import { type AuditRowView, AuditTable } from "./audit-table";

const entry: AuditRowView = {
  id: 7,
  at: "2026-11-20T08:15:00.000Z",
  personName: "Ben",
  personEmail: "ben@example.com",
  accountName: "Shop A",
  operation: "Create a payment link",
  resource: { id: "link-1", href: "/accounts/a1/payment-links/link-1" },
  status: 201,
  result: "success",
  resultWords: "Succeeded",
  reason: null,
  requestId: "5f0c2b1e-1111-4c1d-8f5e-2d6b7a1c0e11",
  address: "203.0.113.7",
};

const failedSignIn: AuditRowView = {
  ...entry,
  id: 6,
  personName: null,
  personEmail: "ana@example.com",
  accountName: null,
  operation: "Sign in",
  resource: null,
  status: null,
  result: "failure",
  resultWords: "Failed",
  reason: "wrong email or password",
  requestId: null,
  address: "198.51.100.5",
};

function renderTable(props: Partial<Parameters<typeof AuditTable>[0]> = {}) {
  return render(
    <TooltipProvider>
      <AuditTable
        entries={[entry, failedSignIn]}
        filtered={false}
        clearHref="/settings/audit"
        newerHref={null}
        olderHref={null}
        {...props}
      />
    </TooltipProvider>,
  );
}

describe("AuditTable", () => {
  it("shows who, what, the resource with its link, the result, the request id to copy and the address", () => {
    renderTable();
    const [row] = screen.getAllByTestId("audit-row");
    if (!row) throw new Error("no row");
    const cells = within(row);
    expect(cells.getByText("Ben")).toBeVisible();
    expect(cells.getByText("ben@example.com")).toBeVisible();
    expect(cells.getByText("Shop A")).toBeVisible();
    expect(cells.getByText("Create a payment link")).toBeVisible();
    expect(cells.getByRole("link", { name: "link-1" })).toHaveAttribute(
      "href",
      "/accounts/a1/payment-links/link-1",
    );
    expect(cells.getByText("Succeeded")).toBeVisible();
    expect(cells.getByText("201")).toBeVisible();
    expect(cells.getByRole("button", { name: "Copy request id" })).toBeVisible();
    expect(cells.getByText("203.0.113.7")).toBeVisible();
  });

  it("shortens a long resource id to one line, whole on hover and to copy", () => {
    const id = "5d9a0c1e-2b3f-4a6d-8e7f-9a0b1c2d3e4f";
    renderTable({ entries: [{ ...entry, resource: { id, href: `/accounts/a1/direct-debit/${id}` } }] });
    const [row] = screen.getAllByTestId("audit-row");
    if (!row) throw new Error("no row");
    const link = within(row).getByRole("link", { name: "5d9a0c1e…3e4f" });
    expect(link).toHaveAttribute("title", id);
    expect(link).toHaveAttribute("href", `/accounts/a1/direct-debit/${id}`);
    expect(within(row).getByRole("button", { name: "Copy resource id" })).toBeVisible();
    expect(row).not.toHaveTextContent(id);
  });

  it("shows a failed sign-in with the email typed and why", () => {
    renderTable();
    const row = screen.getAllByTestId("audit-row")[1];
    if (!row) throw new Error("no row");
    expect(within(row).getByText("ana@example.com")).toBeVisible();
    expect(within(row).getByText("Failed")).toBeVisible();
    expect(within(row).getByText("wrong email or password")).toBeVisible();
  });

  it("offers the neighbouring pages only where there are some", () => {
    renderTable({ olderHref: "/settings/audit?page=before-6" });
    expect(screen.getByRole("link", { name: "Older" })).toHaveAttribute(
      "href",
      "/settings/audit?page=before-6",
    );
    expect(screen.queryByRole("link", { name: "Newer" })).toBeNull();
  });

  it("says nothing is recorded yet when the trail is empty", () => {
    renderTable({ entries: [] });
    expect(screen.getByText("Nothing recorded yet")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Clear filters" })).toBeNull();
  });

  it("offers to clear the filters when nothing matches them", () => {
    renderTable({ entries: [], filtered: true });
    expect(screen.getByText("No entries match these filters")).toBeVisible();
    expect(screen.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/settings/audit");
  });
});
