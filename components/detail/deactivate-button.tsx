"use client";

import { Ban } from "lucide-react";
import type { ReactNode } from "react";
import { failureWords } from "@/components/forms/toast-failure";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/**
 * The Deactivate button of a detail page: it asks first, and a failure keeps the dialog open with the
 * reason (`failure` when the service gives none).
 */
export function DeactivateButton({
  title,
  description,
  confirmLabel,
  failure,
  deactivate,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  failure: string;
  deactivate: () => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <Ban aria-hidden="true" />
          Deactivate
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pendingLabel="Deactivating…"
      onConfirm={async () => {
        try {
          await deactivate();
        } catch (error) {
          return { error: await failureWords(error, failure) };
        }
      }}
    />
  );
}
