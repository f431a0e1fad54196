"use client";

import { type RefObject, useEffect } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the server rendered into a control: its default value, or the option marked selected. */
function renderedValue(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    const selected = Array.from(control.options).find((option) => option.defaultSelected);
    return selected?.value ?? control.options[0]?.value ?? "";
  }
  return control.defaultValue;
}

/**
 * Hands on a change made before the page's script ran (a filter picked while the page was still loading):
 * React keeps such a value on screen but never hears of it, so the list would ignore what the control
 * shows. Once mounted, every control inside `container` whose value differs from what the server rendered
 * is replayed as the person's own input, and the control's onChange applies it as usual.
 */
export function useTypedBeforeHydration(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    for (const control of root.querySelectorAll<Control>("input, select, textarea")) {
      if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio"))
        continue;
      const typed = control.value;
      const rendered = renderedValue(control);
      if (typed === rendered) continue;
      // Through the element's own setter React learns the rendered value; through the prototype's it does
      // not, so the event that follows reads as a change from the rendered value to the typed one.
      control.value = rendered;
      const prototype = Object.getPrototypeOf(control) as object;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, typed);
      control.dispatchEvent(
        new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
      );
    }
    // Only the first render can follow a page that was usable before its script.
  }, [container]);
}
