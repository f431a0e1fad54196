"use client";

import type { BaseSyntheticEvent } from "react";
import { useMemo, useRef } from "react";
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  set,
  type UseFormHandleSubmit,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { focusFirstProblem } from "./focus-first-problem";

/**
 * react-hook-form's `useForm`, with what the console's forms add on top of it:
 *
 * - **One submission at a time.** A second submit while one runs (a double click, Enter in a field, a
 *   script) does nothing; react-hook-form would run the handler again.
 * - **Checks that could not load** (offline; components/forms/lazy-checks.ts): the submit says so in a toast
 *   and sends nothing. A field checked again while typing keeps what it shows, instead of the check failing
 *   unseen.
 * - **The first field in error, in the page's order**, takes the focus after a refused submit.
 *   react-hook-form's own focus goes by the order fields registered in, so a field shown later (an amount
 *   range after "Customer chooses the amount") came last wherever it stands.
 */
export function useConsoleForm<TValues extends FieldValues, TContext = unknown, TOutput = TValues>(
  props: UseFormProps<TValues, TContext, TOutput>,
): UseFormReturn<TValues, TContext, TOutput> {
  const submitting = useRef(false);
  // One object for the form's life, as react-hook-form's own: effects and callbacks may depend on it.
  const api = useRef<UseFormReturn<TValues, TContext, TOutput> | null>(null);
  const { resolver: given, shouldFocusError = true } = props;
  const resolver = useMemo(
    () =>
      given &&
      keepShownErrors(
        given,
        () => api.current,
        () => submitting.current,
      ),
    [given],
  );
  const form = useForm<TValues, TContext, TOutput>({ ...props, resolver, shouldFocusError: false });
  // The first field in error takes the focus; one in error that shows only a moment later (a section that
  // opens) is looked for once more.
  const focusAfterRefusal = (element: HTMLFormElement | null, errors: FieldErrors<TValues>) => {
    const focus = () => focusFirstProblem(element, errors, form.setFocus);
    if (!focus()) setTimeout(focus);
  };

  const handleSubmit: UseFormHandleSubmit<TValues, TOutput> =
    <TResult>(onValid: SubmitHandler<TOutput, TResult>, onInvalid?: SubmitErrorHandler<TValues>) =>
    async (event?: BaseSyntheticEvent): Promise<Awaited<TResult> | undefined> => {
      event?.preventDefault?.();
      if (submitting.current) return undefined;
      submitting.current = true;
      const element = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
      let judged = false;
      let refused: FieldErrors<TValues> | null = null;
      try {
        return await form.handleSubmit<TResult>(
          (values, submitEvent) => {
            judged = true;
            return onValid(values, submitEvent);
          },
          (errors, submitEvent) => {
            judged = true;
            refused = errors;
            return onInvalid?.(errors, submitEvent);
          },
        )(event);
      } catch (error) {
        // Thrown before the values were judged: the checks could not run (their module did not load).
        if (judged) throw error;
        toast.error("The form could not be checked", {
          description: "Nothing was sent. Check your connection and try again.",
        });
        return undefined;
      } finally {
        submitting.current = false;
        if (refused && shouldFocusError) focusAfterRefusal(element, refused);
      }
    };

  api.current = Object.assign(api.current ?? ({} as UseFormReturn<TValues, TContext, TOutput>), form, {
    handleSubmit,
  });
  return api.current;
}

/**
 * The form's resolver, except when its checks cannot run outside a submit (a field checked while typing,
 * offline): then each field keeps the error it shows rather than the check failing unseen. In a submit the
 * failure goes on, so the submit can say that nothing was sent.
 */
function keepShownErrors<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  form: () => UseFormReturn<TValues, TContext, TOutput> | null,
  inSubmit: () => boolean,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    try {
      return await resolver(values, context, options);
    } catch (error) {
      if (inSubmit()) throw error;
      const shown: FieldErrors<TValues> = {};
      for (const name of options.names ?? []) {
        const shownError = get(form()?.formState.errors, name);
        if (shownError) set(shown, name, shownError);
      }
      return { values: {}, errors: shown };
    }
  };
}
