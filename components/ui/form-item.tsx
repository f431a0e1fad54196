"use client";

import { Slot } from "radix-ui";
import { type ComponentProps, createContext, useContext, useEffect, useId, useState } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

// The pieces of a labelled field (form.tsx's header says how they fit), without react-hook-form, so a page with
// only plain server-action forms (sign-in) does not load it. form.tsx adds the react-hook-form binding.

interface FieldStatus {
  invalid: boolean;
  message?: string;
}
export const FieldStatusContext = createContext<FieldStatus | null>(null);

interface ItemContextValue extends FieldStatus {
  id: string;
  hasDescription: boolean;
  setHasDescription: (present: boolean) => void;
}
const ItemContext = createContext<ItemContextValue | null>(null);

export function useFormField() {
  const item = useContext(ItemContext);
  if (item === null) throw new Error("useFormField needs <FormItem> around it");
  return {
    invalid: item.invalid,
    message: item.message,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    controlId: `${item.id}-control`,
    descriptionId: `${item.id}-description`,
    messageId: `${item.id}-message`,
  };
}

export function FormItem({
  className,
  error,
  invalid = false,
  withDescription = false,
  ...props
}: ComponentProps<"div"> & {
  /** Outside react-hook-form: the problem to show under the field. */
  error?: string;
  /** Outside react-hook-form: marks the control invalid without a message of its own. */
  invalid?: boolean;
  /** A description is rendered: known before hydration, so server-rendered markup already refers to it. */
  withDescription?: boolean;
}) {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(withDescription);
  const field = useContext(FieldStatusContext);
  const message = error ?? field?.message;
  const status = { invalid: invalid || Boolean(error) || Boolean(field?.invalid), message };
  return (
    <ItemContext.Provider value={{ id, hasDescription, setHasDescription, ...status }}>
      <div data-slot="form-item" className={cn("grid content-start gap-2", className)} {...props} />
    </ItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: ComponentProps<typeof Label>) {
  const { invalid, controlId } = useFormField();
  return (
    <Label
      data-error={invalid}
      className={cn("data-[error=true]:text-destructive", className)}
      htmlFor={controlId}
      {...props}
    />
  );
}

/** Passes the id and the aria attributes to its only child, the control. */
export function FormControl(props: ComponentProps<typeof Slot.Root>) {
  const { invalid, message, controlId, descriptionId, messageId, hasDescription } = useFormField();
  const describedBy = [hasDescription ? descriptionId : null, message ? messageId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <Slot.Root
      id={controlId}
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid ? true : undefined}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: ComponentProps<"p">) {
  const { descriptionId, setHasDescription } = useFormField();
  // The control's aria-describedby names the description only while it exists.
  useEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return <p id={descriptionId} className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function FormMessage({ className, children, ...props }: ComponentProps<"p">) {
  const { message, messageId } = useFormField();
  const body = message ? String(message) : children;
  if (!body) return null;
  return (
    <p id={messageId} className={cn("text-sm text-destructive", className)} {...props}>
      {body}
    </p>
  );
}
