"use client";

import {
  cloneElement,
  type FocusEvent,
  isValidElement,
  lazy,
  type MouseEvent,
  type ReactElement,
  Suspense,
  useState,
} from "react";
import type { ConfirmDialogProps } from "./confirm-dialog-props";

export type { ConfirmDialogProps, ConfirmFailure } from "./confirm-dialog-props";

const loadModal = () => import("./confirm-dialog-modal");
const ConfirmDialogModal = lazy(() => loadModal().then((module) => ({ default: module.ConfirmDialogModal })));

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: unknown) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Asks before an action that cannot be undone. While onConfirm runs the buttons are disabled and the dialog
 * cannot be dismissed, so the outcome is always seen; a failure keeps it open with the message.
 *
 * The dialog's code (Radix's alert dialog) loads when a person reaches for the trigger (pointer or focus on
 * it) and the dialog opens at the click; until then the trigger stands alone, with the same role and name.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { trigger, open } = props;
  // Once opened (by the trigger or by `open`), the real dialog stays.
  const [opened, setOpened] = useState<"trigger" | "prop" | null>(null);
  if (open && opened === null) setOpened("prop");
  const standIn = isValidElement(trigger);
  if (opened === null && standIn) {
    const element = trigger as ReactElement<TriggerProps & Record<string, unknown>>;
    const own = element.props;
    const warm = () => void loadModal().catch(() => undefined);
    return cloneElement(element, {
      "aria-haspopup": "dialog",
      "aria-expanded": false,
      onPointerEnter: (event: unknown) => {
        own.onPointerEnter?.(event);
        warm();
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        own.onFocus?.(event);
        warm();
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        if (!event.defaultPrevented) setOpened("trigger");
      },
    });
  }
  return (
    <Suspense fallback={trigger ?? null}>
      <ConfirmDialogModal {...props} initialOpen={opened === "trigger"} />
    </Suspense>
  );
}
