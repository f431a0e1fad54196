/**
 * Where a field named the way the payments API names it ("goods[0].name", and "body" for the request as a
 * whole) sits in a react-hook-form form ("goods.0.name", "root"). Forms whose values are shaped like the
 * body need nothing more; others pass their own mapping.
 */
export function formFieldPath(field: string): string {
  if (field === "body") return "root";
  return field.replace(/\[(\d+)\]/g, ".$1");
}
