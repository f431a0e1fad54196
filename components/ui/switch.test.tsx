import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Switch } from "./switch";

function Labelled({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <label htmlFor="reusable">Reusable link</label>
      <Switch id="reusable" checked={on} onCheckedChange={setOn} disabled={disabled} />
    </>
  );
}

describe("Switch", () => {
  it("is a switch named by its label, turned by a click, Space and Enter", async () => {
    const user = userEvent.setup();
    render(<Labelled />);
    const control = screen.getByRole("switch", { name: "Reusable link" });
    expect(control).toHaveAttribute("aria-checked", "false");
    await user.click(control);
    expect(control).toHaveAttribute("aria-checked", "true");
    expect(control).toHaveAttribute("data-state", "checked");
    await user.keyboard(" ");
    expect(control).toHaveAttribute("aria-checked", "false");
    await user.keyboard("{Enter}");
    expect(control).toHaveAttribute("aria-checked", "true");
    // A click on its label turns it too, as on any labelled control.
    await user.click(screen.getByText("Reusable link"));
    expect(control).toHaveAttribute("aria-checked", "false");
  });

  it("does not submit the form it sits in", async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted += 1;
        }}
      >
        <Labelled />
      </form>,
    );
    const control = screen.getByRole("switch", { name: "Reusable link" });
    await user.click(control);
    expect(control).toHaveAttribute("aria-checked", "true");
    expect(submitted).toBe(0);
  });

  it("stays put while disabled", async () => {
    const user = userEvent.setup();
    render(<Labelled disabled />);
    const control = screen.getByRole("switch", { name: "Reusable link" });
    await user.click(control);
    expect(control).toHaveAttribute("aria-checked", "false");
  });
});
