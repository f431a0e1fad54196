"use client";

import { Slot } from "radix-ui";
import { type ComponentProps, createContext, useContext, useEffect, useId, useState } from "react";
import {
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  FormProvider,
  useFormContext,
  useFormState,
} from "react-hook-form";
import { cn } from "@/lib/cn";
import { Label } from "./label";

/**
 * react-hook-form wiring, shadcn-style: <Form {...form}> <FormField name render={({ field }) => <FormItem>
 * <FormLabel/> <FormControl><Input {...field}/></FormControl> <FormDescription/> <FormMessage/> </FormItem>} />.
 * The control gets the label's id, aria-invalid while the field has an error, and aria-describedby pointing at
 * the description and the error, so screen readers announce both.
 */
export const Form = FormProvider;

const FieldNameContext = createContext<string | null>(null);
interface ItemContextValue {
  id: string;
  hasDescription: boolean;
  setHasDescription: (present: boolean) => void;
}
const ItemContext = createContext<ItemContextValue | null>(null);

export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  props: ControllerProps<TValues, TName>,
) {
  return (
    <FieldNameContext.Provider value={props.name}>
      <Controller {...props} />
    </FieldNameContext.Provider>
  );
}

export function useFormField() {
  const name = useContext(FieldNameContext);
  const item = useContext(ItemContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: name ?? "" });
  if (name === null || item === null)
    throw new Error("useFormField needs <FormField> and <FormItem> around it");
  const { error } = getFieldState(name, formState);
  const itemId = item.id;
  return {
    name,
    error,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    controlId: `${itemId}-control`,
    descriptionId: `${itemId}-description`,
    messageId: `${itemId}-message`,
  };
}

export function FormItem({ className, ...props }: ComponentProps<"div">) {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(false);
  return (
    <ItemContext.Provider value={{ id, hasDescription, setHasDescription }}>
      <div data-slot="form-item" className={cn("grid content-start gap-2", className)} {...props} />
    </ItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: ComponentProps<typeof Label>) {
  const { error, controlId } = useFormField();
  return (
    <Label
      data-error={Boolean(error)}
      className={cn("data-[error=true]:text-destructive", className)}
      htmlFor={controlId}
      {...props}
    />
  );
}

/** Passes the id and the aria attributes to its only child, the control. */
export function FormControl(props: ComponentProps<typeof Slot.Root>) {
  const { error, controlId, descriptionId, messageId, hasDescription } = useFormField();
  const describedBy = [hasDescription ? descriptionId : null, error ? messageId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <Slot.Root
      id={controlId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
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
  const { error, messageId } = useFormField();
  const body = error?.message ? String(error.message) : children;
  if (!body) return null;
  return (
    <p id={messageId} className={cn("text-sm text-destructive", className)} {...props}>
      {body}
    </p>
  );
}
