import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TabNav } from "./tab-nav";

describe("TabNav", () => {
  it("names the section and marks only the current tab as the page", () => {
    render(
      <TabNav
        label="Developers"
        links={[
          { href: "/d", label: "Webhooks", active: false },
          { href: "/d/inbox", label: "Webhook inbox", active: true },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Developers" });
    expect(within(nav).getByRole("link", { name: "Webhook inbox" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Webhooks" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("link", { name: "Webhooks" })).toHaveAttribute("href", "/d");
  });
});
