"use client";

import { useFormState } from "react-hook-form";
import { SubmitButton } from "./submit-button";

/** A short form's one button, on its own line at the start; it says when the form is sending. */
export function FormSubmit({ label, pendingLabel }: { label: string; pendingLabel?: string }) {
  const { isSubmitting } = useFormState();
  return (
    <div>
      <SubmitButton pending={isSubmitting} pendingLabel={pendingLabel}>
        {label}
      </SubmitButton>
    </div>
  );
}
