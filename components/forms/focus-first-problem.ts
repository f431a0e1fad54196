import type { FieldErrors, FieldValues, UseFormSetFocus } from "react-hook-form";

/** The dotted names of the field errors ("goods.0.name"), leaving out errors of the form as a whole. */
export function errorNames(errors: object, prefix = ""): string[] {
  return Object.entries(errors).flatMap(([key, value]): string[] => {
    if (key === "root" || key === "ref" || value === null || typeof value !== "object") return [];
    const name = `${prefix}${key}`;
    const own = typeof (value as { type?: unknown }).type === "string" ? [name] : [];
    return [...own, ...errorNames(value, `${name}.`)];
  });
}

/**
 * Focuses the first control of `form`, in the page's order, that belongs to one of the fields in error
 * (react-hook-form's fields carry their name); false when none of them is on the page.
 */
export function focusFirstNamed(form: ParentNode, names: readonly string[]): boolean {
  const wanted = new Set(names);
  for (const control of form.querySelectorAll<HTMLElement>("[name]")) {
    const name = control.getAttribute("name") ?? "";
    if (!wanted.has(name) || control.getAttribute("type") === "hidden") continue;
    if (control.getAttribute("aria-hidden") === "true") continue;
    control.focus();
    if (control.ownerDocument.activeElement === control) return true;
  }
  return false;
}

/**
 * After a refused submit: the first field in error in the page's order takes the focus. Without the form's
 * element (a submit from a script), or when no control on the page carries a name in error, react-hook-form
 * focuses the first field the errors name. False when no control of the page took it.
 */
export function focusFirstProblem<TValues extends FieldValues>(
  form: ParentNode | null,
  errors: FieldErrors<TValues>,
  setFocus: UseFormSetFocus<TValues>,
): boolean {
  const names = errorNames(errors);
  const [first] = names;
  if (first === undefined) return true;
  if (form && focusFirstNamed(form, names)) return true;
  setFocus(first as Parameters<UseFormSetFocus<TValues>>[0]);
  return false;
}
