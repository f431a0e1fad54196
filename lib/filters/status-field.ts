import { type StatusKind, statusLabel } from "@/lib/status-looks";
import type { FilterField } from "./definition";

/** The Status select of a list's filter bar: every status of the resource, in the words of its badges. */
export function statusFilterField(kind: StatusKind, statuses: readonly string[]): FilterField<"status"> {
  return {
    kind: "select",
    key: "status",
    label: "Status",
    allLabel: "All statuses",
    options: statuses.map((status) => ({ value: status, label: statusLabel(kind, status) })),
  };
}
