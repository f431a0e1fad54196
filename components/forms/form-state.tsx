"use client";

import {
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { getPath } from "./form-paths";
import {
  createFormStore,
  type ErrorName,
  eventValue,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type FormStore,
  type Path,
  type PathValue,
  type SetValueOptions,
  type UseFormProps,
  type UseFormSetError,
} from "./form-store";

export type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  Resolver,
  ResolverOptions,
  UseFormProps,
  UseFormSetError,
} from "./form-store";

/**
 * The console's form state: the part of react-hook-form's API its forms use (useForm, <FormProvider>,
 * useFormContext, <Controller>, useWatch, useFieldArray), on a small store (form-store.ts). A field
 * re-renders when its own value or error changes; a component re-renders for the formState it reads.
 */

/** What a form's fields and watchers subscribe to; the form's `control`. */
// The context and output types only travel with it, for the forms' own signatures.
export type Control<
  T extends FieldValues = FieldValues,
  _TContext = unknown,
  _TOutput = unknown,
> = FormStore<T>;

export interface FormState<T extends FieldValues> {
  isSubmitting: boolean;
  isSubmitted: boolean;
  errors: FieldErrors<T>;
}

export interface UseFormReturn<T extends FieldValues = FieldValues, TContext = unknown, TOutput = T> {
  control: Control<T, TContext, TOutput>;
  formState: FormState<T>;
  handleSubmit: (
    onValid: (values: TOutput, event?: unknown) => unknown,
    onInvalid?: (errors: FieldErrors<T>, event?: unknown) => unknown,
  ) => (event?: { preventDefault?: () => void }) => Promise<void>;
  getValues: {
    (): T;
    <P extends Path<T>>(name: P): PathValue<T, P>;
    <P extends Path<T>[]>(names: readonly [...P]): unknown[];
  };
  setValue: <P extends Path<T>>(name: P, value: PathValue<T, P>, options?: SetValueOptions) => void;
  setError: UseFormSetError<T>;
  clearErrors: (name?: ErrorName<T> | readonly ErrorName<T>[]) => void;
  setFocus: (name: Path<T>, options?: { shouldSelect?: boolean }) => void;
  reset: (values?: T) => void;
}

// biome-ignore lint/suspicious/noExplicitAny: one context for forms of every shape
const FormContext = createContext<Control<any> | null>(null);

function useStore<T extends FieldValues>(control?: Control<T>): FormStore<T> {
  const fromContext = useContext(FormContext);
  const store = (control ?? fromContext) as FormStore<T> | null;
  if (!store) throw new Error("A form field needs a control or a surrounding <Form>.");
  return store;
}

type Read = { isSubmitting: boolean; isSubmitted: boolean; errors: boolean };

/** The parts of the form's state a component has read; the others are left out of the comparison. */
function readState<T extends FieldValues>(store: FormStore<T>, read: Read): unknown[] {
  const { isSubmitting, isSubmitted, errors } = store.state;
  return [read.isSubmitting && isSubmitting, read.isSubmitted && isSubmitted, read.errors && errors];
}

/**
 * The form's methods, and a formState that re-renders this component only for what it read: a field
 * reading nothing is not re-rendered by the submit, a submit button reading isSubmitting is.
 */
function useFormApi<T extends FieldValues, TContext, TOutput>(
  store: FormStore<T>,
): UseFormReturn<T, TContext, TOutput> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const read = useRef<Read>({ isSubmitting: false, isSubmitted: false, errors: false }).current;
  const seen = useRef<unknown[]>([]);
  useEffect(() => {
    seen.current = readState(store, read);
  });
  useEffect(
    () =>
      store.subscribe(() => {
        const next = readState(store, read);
        if (next.some((value, i) => value !== seen.current[i])) {
          seen.current = next;
          rerender();
        }
      }),
    [store, read],
  );
  return useMemo(() => {
    const formState: FormState<T> = {
      get isSubmitting() {
        read.isSubmitting = true;
        return store.state.isSubmitting;
      },
      get isSubmitted() {
        read.isSubmitted = true;
        return store.state.isSubmitted;
      },
      get errors() {
        read.errors = true;
        return store.state.errors;
      },
    };
    return {
      control: store,
      formState,
      handleSubmit: store.handleSubmit as UseFormReturn<T, TContext, TOutput>["handleSubmit"],
      getValues: store.getValues as UseFormReturn<T>["getValues"],
      setValue: store.setValue,
      setError: store.setError,
      clearErrors: store.clearErrors,
      setFocus: store.setFocus,
      reset: store.reset,
    };
  }, [store, read]);
}

/** A form's state and methods; `form.control` or <FormProvider {...form}> hands it to the fields. */
export function useForm<T extends FieldValues, TContext = unknown, TOutput = T>(
  options: UseFormProps<T, TContext, TOutput> = {},
): UseFormReturn<T, TContext, TOutput> {
  const [store] = useState(() => createFormStore<T>(options));
  store.setOptions(options);
  return useFormApi(store);
}

/** Makes the form reachable by useFormContext, and by fields given no control. */
export function FormProvider<T extends FieldValues, TContext, TOutput>({
  control,
  children,
}: UseFormReturn<T, TContext, TOutput> & { children?: ReactNode }) {
  return <FormContext.Provider value={control as Control}>{children}</FormContext.Provider>;
}

/** The surrounding form's methods and formState. */
export function useFormContext<T extends FieldValues = FieldValues>(): UseFormReturn<T> {
  return useFormApi(useStore<T>());
}

/** The live value at `name` (or the values at several names, in order); re-renders only when they change. */
export function useWatch<T extends FieldValues, P extends Path<T>>(props: {
  control?: Control<T>;
  name: P;
}): PathValue<T, P>;
export function useWatch<T extends FieldValues, const P extends readonly Path<T>[]>(props: {
  control?: Control<T>;
  name: P;
}): { [I in keyof P]: PathValue<T, P[I] & string> };
export function useWatch<T extends FieldValues>({
  control,
  name,
}: {
  control?: Control<T>;
  name: string | readonly string[];
}): unknown {
  const store = useStore(control);
  const last = useRef<unknown[] | null>(null);
  const snapshot = () => {
    const { values } = store.state;
    if (typeof name === "string") return getPath(values, name);
    const next = name.map((one) => getPath(values, one));
    const previous = last.current;
    if (previous?.length === next.length && next.every((value, i) => Object.is(value, previous[i]))) {
      return previous;
    }
    last.current = next;
    return next;
  };
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

export interface ControllerField<T extends FieldValues, P extends Path<T>> {
  name: P;
  value: PathValue<T, P>;
  /** An input's change event or the new value itself. */
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  /** Gives the form the element to focus when the field is in error. */
  ref: (element: { focus?: () => void } | null) => void;
}

export interface ControllerProps<T extends FieldValues, P extends Path<T>, _TOutput = T> {
  control?: Control<T, unknown, _TOutput>;
  name: P;
  render: (props: {
    field: ControllerField<T, P>;
    fieldState: { invalid: boolean; error?: FieldError };
  }) => ReactElement;
}

/** One field bound to the form: its value, its error and its handlers, re-rendered only when they change. */
export function Controller<T extends FieldValues, P extends Path<T>, TOutput = T>({
  control,
  name,
  render,
}: ControllerProps<T, P, TOutput>) {
  const store = useStore(control);
  const value = useSyncExternalStore(
    store.subscribe,
    () => getPath(store.state.values, name),
    () => getPath(store.state.values, name),
  ) as PathValue<T, P>;
  const error = useSyncExternalStore(
    store.subscribe,
    () => getPath(store.state.errors, name),
    () => getPath(store.state.errors, name),
  ) as FieldError | undefined;
  useEffect(() => store.register(name), [store, name]);
  const onChange = useCallback((event: unknown) => store.change(name, eventValue(event)), [store, name]);
  const onBlur = useCallback(() => store.blur(name), [store, name]);
  const ref = useMemo(() => {
    let previous: { focus?: () => void } | null = null;
    return (element: { focus?: () => void } | null) => {
      store.element(name, element, previous);
      previous = element;
    };
  }, [store, name]);
  const field = useMemo(() => ({ name, value, onChange, onBlur, ref }), [name, value, onChange, onBlur, ref]);
  return render({ field, fieldState: { invalid: !!error, error } });
}

/** A list of items in the form: stable ids for React keys, and append/remove that keep them. */
export function useFieldArray<T extends FieldValues, P extends Path<T>>({
  control,
  name,
}: {
  control?: Control<T>;
  name: P;
}) {
  const store = useStore(control);
  const ids = useSyncExternalStore(
    store.subscribe,
    () => store.ids(name),
    () => store.ids(name),
  );
  type Item = PathValue<T, P> extends readonly (infer I)[] ? I : never;
  const fields = useMemo(() => {
    const items = (getPath(store.state.values, name) as Item[] | undefined) ?? [];
    return ids.map((id, i) => ({ ...(items[i] as object), id }) as Item & { id: string });
  }, [store, name, ids]);
  // After an append that asked for it, the new item's first field takes the focus once it is on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the items change
  useEffect(() => store.focusAppended(), [store, ids]);
  const append = useCallback(
    (item: Item | Item[], options?: { shouldFocus?: boolean }) =>
      store.append(name, Array.isArray(item) ? item : [item], options?.shouldFocus ?? true),
    [store, name],
  );
  const remove = useCallback((index?: number) => store.remove(name, index), [store, name]);
  return { fields, append, remove };
}
