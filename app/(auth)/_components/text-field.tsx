import type { ComponentProps, Ref } from "react";

type InputProps = Omit<ComponentProps<"input">, "id" | "name" | "className">;

/** A labelled input with an optional hint and error, wired for screen readers. */
export function TextField({
  name,
  label,
  hint,
  error,
  inputRef,
  ...input
}: InputProps & {
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        name={name}
        aria-invalid={error ? true : input["aria-invalid"]}
        aria-describedby={describedBy}
        className="block h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-base text-zinc-900 shadow-xs outline-none transition-[color,box-shadow] placeholder:text-zinc-400 focus-visible:border-zinc-500 focus-visible:ring-3 focus-visible:ring-zinc-400/30 disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-zinc-50 read-only:text-zinc-600 aria-invalid:border-red-500 aria-invalid:ring-red-500/20 sm:text-sm dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-50 dark:focus-visible:border-zinc-400 dark:read-only:bg-zinc-900 dark:read-only:text-zinc-400 dark:aria-invalid:border-red-400"
      />
      {error ? (
        <p id={errorId} className="text-red-600 text-sm dark:text-red-400">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
