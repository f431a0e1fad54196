"use client";

import { CircleAlert } from "lucide-react";
import { useFormState } from "react-hook-form";
import { Alert, AlertDescription } from "@/components/ui/alert";

/** The form's overall error from the server, announced when it appears. */
export function FormError() {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{String(message)}</AlertDescription>
    </Alert>
  );
}
