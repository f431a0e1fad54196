"use client";

import { cloneElement, lazy, type ReactElement } from "react";
import { type IntentHandlers, OpenOnIntent } from "@/components/ui/open-on-intent";
import type { SessionEndDialogProps } from "./session-end-dialog-content";

const loadDialog = () => import("./session-end-dialog-content");
const SessionEndDialogContent = lazy(() =>
  loadDialog().then((module) => ({ default: module.SessionEndDialogContent })),
);

/**
 * Ends another device's session (or all of them) after the current password, so that a copied session
 * cookie cannot sign its owner out. The dialog's code (Radix, react-hook-form, the checks) loads when a
 * person reaches for the button; until then the same button stands in.
 */
export function SessionEndDialog({
  trigger,
  ...props
}: Omit<SessionEndDialogProps, "trigger"> & { trigger: ReactElement<IntentHandlers> }) {
  return (
    <OpenOnIntent
      preload={loadDialog}
      renderTrigger={(handlers) =>
        cloneElement(trigger, {
          ...handlers,
          "aria-haspopup": "dialog",
          "aria-expanded": false,
        } as IntentHandlers)
      }
    >
      {() => <SessionEndDialogContent trigger={trigger} {...props} />}
    </OpenOnIntent>
  );
}
