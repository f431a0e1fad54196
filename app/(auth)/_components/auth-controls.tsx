import { type ComponentProps, type ReactNode, useId } from "react";
import {
  alertDescriptionClassName,
  alertVariants,
  buttonVariants,
  inputClassName,
  labelClassName,
} from "@/components/ui/looks";
import { CircleAlertIcon, InfoIcon, SpinnerIcon } from "@/components/ui/plain-icons";

// The signed-out pages' form controls: the same markup and look as the console's (PlainTextField,
// SubmitButton, FormFailureAlert, FormNotice), drawn from the class lists of components/ui/looks.ts with no
// class merger, Radix or icon library, so that the sign-in page loads little beyond React and Next.

export type AuthFieldProps = {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** What the server said about this field on the last submission. */
  error?: string | undefined;
  /** Marks the input invalid with no message of its own (a refused email and password pair). */
  invalid?: boolean | undefined;
} & Omit<ComponentProps<"input">, "name" | "className" | "aria-invalid" | "aria-describedby" | "id">;

/** A labelled text input with its hint and error, wired for screen readers. */
export function AuthField({ name, label, description, error, invalid, ...inputProps }: AuthFieldProps) {
  const id = useId();
  const controlId = `${id}-control`;
  const descriptionId = `${id}-description`;
  const messageId = `${id}-message`;
  const isInvalid = Boolean(invalid) || Boolean(error);
  const describedBy = [description ? descriptionId : null, error ? messageId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div data-slot="form-item" className="grid content-start gap-2">
      <label
        data-slot="label"
        data-error={isInvalid}
        htmlFor={controlId}
        className={`${labelClassName} data-[error=true]:text-destructive`}
      >
        {label}
      </label>
      <div className="relative">
        <input
          type="text"
          data-slot="input"
          className={inputClassName}
          {...inputProps}
          id={controlId}
          name={name}
          aria-describedby={describedBy || undefined}
          aria-invalid={isInvalid ? true : undefined}
        />
      </div>
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form's main button: while sending, a spinner and the pending words, and no second submission. */
export function AuthSubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      data-slot="button"
      className={buttonVariants({ className: "w-full" })}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? <SpinnerIcon className="animate-spin" aria-hidden="true" /> : null}
      {pending ? pendingLabel : children}
    </button>
  );
}

/** A failure of the whole form, announced when it appears. */
export function AuthFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div data-slot="alert" role="alert" className={alertVariants({ variant: "destructive" })}>
      <CircleAlertIcon aria-hidden="true" />
      <div className={alertDescriptionClassName}>
        <p>{message}</p>
      </div>
    </div>
  );
}

/** A word about the page that is not a failure ("You have signed out"), read out without interrupting. */
export function AuthNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div data-slot="alert" role="status" className={alertVariants()}>
      <InfoIcon aria-hidden="true" />
      <div className={alertDescriptionClassName}>{message}</div>
    </div>
  );
}
