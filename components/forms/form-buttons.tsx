"use client";

import { useFormState } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "./submit-button";

/**
 * The end of a page's react-hook-form form: its main button, and Cancel before it where the form can be
 * left. While the form is sending, the main button says so and Cancel is off.
 */
export function FormButtons({
  label,
  pendingLabel,
  onCancel,
}: {
  label: string;
  /** What the button says while sending ("Saving…"); the label stays when not given. */
  pendingLabel?: string;
  onCancel?: () => void;
}) {
  const { isSubmitting } = useFormState();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {onCancel ? (
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      ) : null}
      <SubmitButton pending={isSubmitting} pendingLabel={pendingLabel}>
        {label}
      </SubmitButton>
    </div>
  );
}
