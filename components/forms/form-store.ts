/**
 * The state of one form, outside React: values, errors, the submit, field arrays and the fields' elements.
 * form-state.tsx binds it to components; each subscriber reads only its own slice (useSyncExternalStore),
 * so typing in one field re-renders that field and whoever watches it, nothing else.
 *
 * Paths are dotted ("goods.0.name"). Validation follows react-hook-form's defaults: nothing is checked before
 * the first submit (mode "onSubmit"; "onTouched" checks a field from its first blur on), then a field is
 * checked again on each change (reValidateMode "onChange").
 */

import { toast } from "@/components/ui/toast";
import { getPath, setPath, shiftedIndex, unsetPath, withoutItem } from "./form-paths";

// Form values are whatever shape a form has; their paths are checked by the Path type instead.
// biome-ignore lint/suspicious/noExplicitAny: values of any shape, as react-hook-form's FieldValues
export type FieldValues = Record<string, any>;

export interface FieldError {
  type: string;
  message?: string;
  /** An error about a list as a whole (a field array), beside its items' own errors. */
  root?: FieldError;
  ref?: unknown;
}

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob;
type IsAny<T> = 0 extends 1 & T ? true : false;

type ErrorTree<V> =
  IsAny<V> extends true
    ? FieldError & Record<string, FieldError>
    : V extends Leaf
      ? FieldError
      : V extends readonly (infer Item)[]
        ? Partial<FieldError> & { [index: number]: ErrorTree<Item> | undefined }
        : Partial<FieldError> & FieldErrors<V>;

/** Errors shaped like the values: `errors.goods?.[0]?.name?.message`; `root` for the form as a whole. */
export type FieldErrors<T = FieldValues> = { [K in keyof T]?: ErrorTree<T[K]> } & { root?: FieldError };

type PathOf<K extends string | number, V> =
  IsAny<V> extends true ? string : V extends Leaf ? `${K}` : `${K}` | `${K}.${Path<V>}`;

/** Every dotted path into T ("amount", "goods", "goods.0", "goods.0.name"); a wrong name fails to compile. */
export type Path<T> =
  IsAny<T> extends true
    ? string
    : T extends readonly (infer V)[]
      ? PathOf<number, V>
      : T extends unknown
        ? { [K in keyof T & string]-?: PathOf<K, T[K]> }[keyof T & string]
        : never;

/** The type of the value at path P of T. */
export type PathValue<T, P extends string> = T extends unknown
  ? IsAny<T> extends true
    ? // biome-ignore lint/suspicious/noExplicitAny: a path into values of any shape has a value of any type
      any
    : P extends `${infer K}.${infer Rest}`
      ? K extends keyof T
        ? PathValue<NonNullable<T[K]>, Rest>
        : T extends readonly (infer V)[]
          ? PathValue<NonNullable<V>, Rest>
          : never
      : P extends keyof T
        ? T[P]
        : T extends readonly (infer V)[]
          ? V
          : never
  : never;

export interface ResolverOptions<_T = FieldValues> {
  /** The names of the fields on screen ("goods.0.name"): an error about "goods" then goes to goods.root. */
  names?: string[];
  fields?: unknown;
  shouldUseNativeValidation?: boolean;
}

export type ResolverResult<T, TOutput> =
  | { values: TOutput; errors: FieldErrors<T> }
  | { values: Record<string, never>; errors: FieldErrors<T> };

/** Checks the values: no errors and the values to submit (a schema's output), or the errors by field. */
export type Resolver<T = FieldValues, TContext = unknown, TOutput = T> = (
  values: T,
  context: TContext | undefined,
  options: ResolverOptions<T>,
) => Promise<ResolverResult<T, TOutput>> | ResolverResult<T, TOutput>;

export type Mode = "onSubmit" | "onBlur" | "onChange" | "onTouched" | "all";

export interface UseFormProps<T extends FieldValues, TContext = unknown, TOutput = T> {
  defaultValues?: T;
  resolver?: Resolver<T, TContext, TOutput>;
  context?: TContext;
  /** When fields are checked before the first submit: "onSubmit" (never, the default) or "onTouched". */
  mode?: Mode;
  /** When fields are checked again after a submit: "onChange" (the default). */
  reValidateMode?: "onChange" | "onBlur" | "onSubmit";
  /** Focus the first field in error after a refused submit (true by default). */
  shouldFocusError?: boolean;
}

export type ErrorName<T> = Path<T> | "root" | `root.${string}`;
export type ErrorOption = { type?: string; message?: string };
export type UseFormSetError<T extends FieldValues> = (
  name: ErrorName<T>,
  error: ErrorOption,
  options?: { shouldFocus?: boolean },
) => void;
export type SetValueOptions = { shouldValidate?: boolean; shouldDirty?: boolean; shouldTouch?: boolean };
type Focusable = { focus?: () => void; select?: () => void };

const sameError = (a: FieldError | undefined, b: FieldError | undefined) =>
  a === b || (!!a && !!b && a.type === b.type && a.message === b.message);

/** The value a field's onChange was given: an input's event, or the value itself. */
export function eventValue(event: unknown): unknown {
  const target =
    event !== null && typeof event === "object" && "target" in event ? (event.target as unknown) : undefined;
  if (!target || typeof target !== "object") return event;
  const input = target as HTMLInputElement;
  return input.type === "checkbox" ? input.checked : input.value;
}

// ── The store ────────────────────────────────────────────────────────────────────────────────────────────

export interface FormSnapshot<T> {
  values: T;
  errors: FieldErrors<T>;
  isSubmitting: boolean;
  isSubmitted: boolean;
  submitCount: number;
}

let nextId = 0;
const newId = () => `f${(nextId++).toString(36)}`;

export type FormStore<T extends FieldValues = FieldValues> = ReturnType<typeof createFormStore<T>>;

// biome-ignore lint/suspicious/noExplicitAny: the options of a form with any context and output
type AnyProps<T extends FieldValues> = UseFormProps<T, any, any>;

export function createFormStore<T extends FieldValues>(initial: AnyProps<T>) {
  let options = initial;
  let defaults = (initial.defaultValues ?? {}) as T;
  let state: FormSnapshot<T> = {
    values: defaults,
    errors: {},
    isSubmitting: false,
    isSubmitted: false,
    submitCount: 0,
  };
  const listeners = new Set<() => void>();
  const touched = new Set<string>();
  let resets = 0;
  const names = new Map<string, number>();
  const elements = new Map<string, Focusable>();
  const listIds = new Map<string, string[]>();
  let focusNext = "";

  const update = (next: Partial<FormSnapshot<T>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const resolve = async () => {
    if (!options.resolver) return { values: state.values, errors: {} as FieldErrors<T> };
    return options.resolver(state.values, options.context, {
      names: [...names.keys()],
      fields: {},
      shouldUseNativeValidation: false,
    });
  };

  const setFieldError = (name: string, error: FieldError | undefined) => {
    if (sameError(getPath(state.errors, name) as FieldError | undefined, error)) return;
    update({ errors: error ? setPath(state.errors, name, error) : unsetPath(state.errors, name) });
  };

  /** Checks the whole form and keeps only what concerns `name`, unless its value changed meanwhile. */
  const validate = async (name: string) => {
    if (!options.resolver) return;
    const value = getPath(state.values, name);
    const { errors } = await resolve();
    if (getPath(state.values, name) !== value) return;
    const error = getPath(errors, name) as FieldError | undefined;
    setFieldError(name, error?.type ? error : undefined);
  };

  // A check while typing whose rules could not load (offline) says nothing; the submit tells.
  const checkQuietly = (name: string) => void validate(name).catch(() => undefined);

  // react-hook-form's rule: which event checks a field, before and after the first submit.
  const skips = (blur: boolean, name: string) => {
    const mode = options.mode ?? "onSubmit";
    if (mode === "all") return false;
    if (!state.isSubmitted && mode === "onTouched") return !(blur || touched.has(name));
    const when = state.isSubmitted ? (options.reValidateMode ?? "onChange") : mode;
    if (when === "onBlur") return !blur;
    if (when === "onChange") return blur;
    return true;
  };

  const focus = (element: Focusable | undefined) => element?.focus?.();

  /** The first field in error, in the page's order. */
  const focusError = () => {
    let first: Node | undefined;
    for (const [name, element] of elements) {
      if (!getPath(state.errors, name) || !(element instanceof Node) || !element.isConnected) continue;
      if (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)
        first = element;
    }
    focus(first as Focusable | undefined);
  };

  const ids = (name: string) => {
    let list = listIds.get(name);
    if (!list) {
      const items = getPath(state.values, name);
      list = Array.isArray(items) ? items.map(newId) : [];
      listIds.set(name, list);
    }
    return list;
  };

  /** Forgets the item ids of the lists at or under `name`: their values were replaced as a whole. */
  const forgetIds = (name: string) => {
    for (const list of [...listIds.keys()]) {
      if (list === name || list.startsWith(`${name}.`)) listIds.delete(list);
    }
  };

  const store = {
    get state() {
      return state;
    },
    setOptions(next: AnyProps<T>) {
      options = next;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** A field on screen: its name is told to the resolver; returns its removal. */
    register(name: string) {
      names.set(name, (names.get(name) ?? 0) + 1);
      return () => {
        const count = (names.get(name) ?? 1) - 1;
        if (count > 0) names.set(name, count);
        else names.delete(name);
      };
    },
    /** The element a field's ref gives, for focus; null when it leaves. */
    element(name: string, element: Focusable | null, previous: Focusable | null) {
      if (element) elements.set(name, element);
      else if (elements.get(name) === previous) elements.delete(name);
    },

    change(name: string, value: unknown) {
      update({ values: setPath(state.values, name, value) });
      if (!skips(false, name)) checkQuietly(name);
    },
    blur(name: string) {
      touched.add(name);
      if (!skips(true, name)) checkQuietly(name);
    },

    handleSubmit<TOutput>(
      onValid: (values: TOutput, event?: unknown) => unknown,
      onInvalid?: (errors: FieldErrors<T>, event?: unknown) => unknown,
    ) {
      return async (event?: { preventDefault?: () => void }) => {
        event?.preventDefault?.();
        // One submission at a time, whatever the button's state (Enter in a field, a script).
        if (state.isSubmitting) return;
        update({ isSubmitting: true });
        const resetsBefore = resets;
        let failure: unknown;
        let failed = false;
        let result: Awaited<ReturnType<typeof resolve>>;
        try {
          result = await resolve();
        } catch {
          // The checks could not run (their module did not load, mostly offline): nothing was sent, and
          // the form is usable again.
          update({ isSubmitting: false });
          toast.error("The form could not be checked", {
            description: "Nothing was sent. Check your connection and try again.",
          });
          return;
        }
        try {
          // A resolver that found nothing gives the values to submit (a schema's output, the body).
          if (Object.keys(result.errors).length === 0) {
            update({ errors: {} });
            await onValid(result.values as TOutput, event);
          } else {
            update({ errors: result.errors });
            if (options.shouldFocusError !== false) {
              focusError();
              // A field in error that shows only now (a section that opens) is focused once it is there.
              setTimeout(focusError);
            }
            await onInvalid?.(result.errors, event);
          }
        } catch (error) {
          failed = true;
          failure = error;
        }
        // A handler that reset the form left it fresh: not submitted, checked again only on submit.
        if (resets !== resetsBefore) update({ isSubmitting: false });
        else update({ isSubmitting: false, isSubmitted: true, submitCount: state.submitCount + 1 });
        if (failed) throw failure;
      };
    },

    getValues(name?: string | readonly string[]): unknown {
      if (name === undefined) return state.values;
      if (typeof name === "string") return getPath(state.values, name);
      return name.map((one) => getPath(state.values, one));
    },
    setValue(name: string, value: unknown, valueOptions?: SetValueOptions) {
      forgetIds(name);
      update({ values: setPath(state.values, name, value) });
      if (valueOptions?.shouldValidate) void validate(name);
    },
    setError(name: string, error: ErrorOption, errorOptions?: { shouldFocus?: boolean }) {
      const current = getPath(state.errors, name) as FieldError | undefined;
      update({ errors: setPath(state.errors, name, { ...current, ...error, type: error.type ?? "" }) });
      if (errorOptions?.shouldFocus) focus(elements.get(name));
    },
    clearErrors(name?: string | readonly string[]) {
      if (name === undefined) return update({ errors: {} });
      let errors = state.errors;
      for (const one of typeof name === "string" ? [name] : name) errors = unsetPath(errors, one);
      update({ errors });
    },
    setFocus(name: string, focusOptions?: { shouldSelect?: boolean }) {
      const element = elements.get(name);
      focus(element);
      if (focusOptions?.shouldSelect) element?.select?.();
    },
    /** Back to `values` (the defaults when none), as if never submitted: no errors, new list item ids. */
    reset(values?: T) {
      if (values !== undefined) defaults = values;
      resets += 1;
      touched.clear();
      listIds.clear();
      update({ values: defaults, errors: {}, isSubmitting: false, isSubmitted: false, submitCount: 0 });
    },

    /** The stable ids of a list's items, for React keys. */
    ids,
    append(name: string, items: unknown[], shouldFocus = true) {
      const list = (getPath(state.values, name) as unknown[] | undefined) ?? [];
      listIds.set(name, [...ids(name), ...items.map(newId)]);
      if (shouldFocus) focusNext = `${name}.${list.length + items.length - 1}.`;
      update({ values: setPath(state.values, name, [...list, ...items]) });
    },
    remove(name: string, index?: number) {
      const keep = (_: unknown, i: number) => index !== undefined && i !== index;
      const list = (getPath(state.values, name) as unknown[] | undefined) ?? [];
      listIds.set(name, ids(name).filter(keep));
      const errors = getPath(state.errors, name);
      // What was touched moves with its item, as the errors do.
      const moved = [...touched].flatMap((key) => {
        if (!key.startsWith(`${name}.`)) return [];
        const [head = "", ...rest] = key.slice(name.length + 1).split(".");
        const at = shiftedIndex(head, index);
        return at === undefined ? [] : [[key, at === null ? null : [name, at, ...rest].join(".")] as const];
      });
      for (const [key] of moved) touched.delete(key);
      for (const [, key] of moved) if (key !== null) touched.add(key);
      update({
        values: setPath(state.values, name, list.filter(keep)),
        errors:
          errors !== null && typeof errors === "object"
            ? setPath(state.errors, name, withoutItem(errors, index))
            : (state.errors as FieldErrors<T>),
      });
    },
    /** After an append: focuses the new item's first field. */
    focusAppended() {
      if (!focusNext) return;
      for (const [name, element] of elements) {
        if (name.startsWith(focusNext)) {
          focusNext = "";
          return focus(element);
        }
      }
    },
  };
  return store;
}
