"use client";

import { type MouseEvent, type ReactNode, Suspense, useRef, useState } from "react";

/** How the person opened the piece: a keyboard opening puts the focus on the first item. */
export type OpenedBy = "pointer" | "keyboard";

export interface IntentHandlers {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/**
 * Something a person opens (a menu, the phone navigation) whose code loads only when they mean to. Until
 * then `renderTrigger` draws a light button with the same role, name and look as the real trigger; the
 * pointer resting on it or the focus reaching it fetches the code, and a click (Enter and Space click a
 * button too) renders `children`, the real piece, already open. From then on the real piece stays.
 */
export function OpenOnIntent({
  preload,
  renderTrigger,
  children,
}: {
  /** Starts loading the real piece's module (the same `import()` its `lazy()` makes). */
  preload: () => Promise<unknown>;
  renderTrigger: (handlers: IntentHandlers) => ReactNode;
  children: (openedBy: OpenedBy) => ReactNode;
}) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  if (openedBy === null) {
    const warm = () => void preload().catch(() => undefined);
    return renderTrigger({
      onPointerEnter: warm,
      onFocus: warm,
      // A click from the keyboard has no pointer position and counts no presses.
      onClick: (event) => setOpenedBy(event.detail === 0 ? "keyboard" : "pointer"),
    });
  }
  return <Suspense fallback={renderTrigger({})}>{children(openedBy)}</Suspense>;
}

/**
 * For a menu's `onOpenAutoFocus`: when the stand-in was opened from the keyboard, the focus goes to the
 * first item, as it does when the real trigger opens the menu with Enter or Space (later openings go
 * through the real trigger, which does so itself); opened with the pointer, the menu itself takes it.
 */
export function useFocusFirstItemOnce(openedBy: OpenedBy | undefined) {
  const pending = useRef(openedBy === "keyboard");
  return (event: Event) => {
    if (!pending.current) return;
    pending.current = false;
    const content = event.currentTarget as HTMLElement | null;
    const item = content?.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])');
    if (!item) return;
    event.preventDefault();
    item.focus({ preventScroll: true });
  };
}
