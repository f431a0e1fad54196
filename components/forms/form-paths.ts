// Dotted paths into a form's values and errors ("goods.0.name"): read, write and remove without touching
// what lies beside the path, nest a resolver's flat errors, and shift a list's items when one leaves.
import type { FieldError, FieldErrors } from "./form-store";

type Tree = Record<string, unknown>;

export function getPath(tree: unknown, path: string): unknown {
  let node = tree;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Tree)[key];
  }
  return node;
}

/** A copy of `tree` with `value` at `path`; what lies beside the path is shared, not copied. */
export function setPath<V>(tree: V, path: string, value: unknown): V {
  const keys = path.split(".");
  const write = (node: unknown, i: number): unknown => {
    const key = keys[i] as string;
    const copy: Tree =
      node !== null && typeof node === "object"
        ? (Object.assign(Array.isArray(node) ? [] : {}, node) as Tree)
        : /^\d+$/.test(key)
          ? ([] as unknown as Tree)
          : {};
    copy[key] = i === keys.length - 1 ? value : write((node as Tree | undefined)?.[key], i + 1);
    return copy;
  };
  return write(tree, 0) as V;
}

/**
 * Where a list item's key goes when item `removed` leaves (every item when undefined): undefined for a key
 * that is not an item's ("root"), null for the removed item, else its new position.
 */
export function shiftedIndex(key: string, removed: number | undefined): string | null | undefined {
  if (!/^\d+$/.test(key)) return undefined;
  const at = Number(key);
  if (removed === undefined || at === removed) return null;
  return String(at > removed ? at - 1 : at);
}

/** A list's errors, an array or an object with item keys and `root`, once item `removed` has left. */
export function withoutItem(errors: object, removed: number | undefined): object {
  const out: Tree = Array.isArray(errors) ? ([] as unknown as Tree) : {};
  for (const [key, value] of Object.entries(errors)) {
    const at = shiftedIndex(key, removed);
    if (at === undefined) out[key] = value;
    else if (at !== null) out[at] = value;
  }
  return out;
}

const isEmpty = (node: unknown) =>
  node === null || typeof node !== "object" || Object.values(node).every((v) => v === undefined);

/** A copy of `tree` without `path`, and without the objects that held nothing else. */
export function unsetPath<V>(tree: V, path: string): V {
  const keys = path.split(".");
  const drop = (node: unknown, i: number): unknown => {
    if (node === null || typeof node !== "object") return node;
    const key = keys[i] as string;
    if (!(key in node)) return node;
    const copy = Object.assign(Array.isArray(node) ? [] : {}, node) as Tree;
    const child = i === keys.length - 1 ? undefined : drop(copy[key], i + 1);
    if (child === undefined || isEmpty(child)) delete copy[key];
    else copy[key] = child;
    return copy;
  };
  return drop(tree, 0) as V;
}

/**
 * Flat errors by path ("goods.0.name") as errors shaped like the values. An error about a list whose items
 * are fields too ("goods" while "goods.0.name" is on screen) goes to the list's `root`.
 */
export function nestErrors<T>(flat: Record<string, FieldError>, names?: readonly string[]): FieldErrors<T> {
  const known = names ?? Object.keys(flat);
  let errors = {} as FieldErrors<T>;
  for (const [path, error] of Object.entries(flat)) {
    const isList = known.some(
      (name) => name.startsWith(`${path}.`) && /^\d/.test(name.slice(path.length + 1)),
    );
    errors = setPath(errors, isList ? `${path}.root` : path, error);
  }
  return errors;
}
