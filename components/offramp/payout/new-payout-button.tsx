"use client";

import { Send } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";

// The panel, its forms and checks load when a person opens it (or points at the button), not with the report.
const loadPanel = () => import("./payout-panel");
const PayoutPanel = lazy(() => loadPanel().then((module) => ({ default: module.PayoutPanel })));

/** "New payout": opens the payout flow in a side panel (full width on phones). */
export function NewPayoutButton({ accountId, size }: { accountId: string; size?: ButtonProps["size"] }) {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted: the sheet shows and hides its content itself, and closing animates.
  const [opened, setOpened] = useState(false);
  const warm = () => void loadPanel().catch(() => undefined);
  return (
    <>
      <Button
        size={size}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <Send aria-hidden="true" />
        New payout
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <PayoutPanel accountId={accountId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
