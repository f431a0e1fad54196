import { Skeleton } from "@/components/ui/skeleton";

/** The shape of a form while its code loads: labelled fields one under the other, then its buttons. */
export function FormSkeleton({
  label = "Loading the form",
  fields = 5,
}: {
  label?: string;
  fields?: number;
}) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className="grid gap-6 rounded-xl border p-6">
      {Array.from({ length: fields }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
      <div className="flex justify-end gap-2">
        <Skeleton className="h-9 w-20" />
        <Skeleton className="h-9 w-28" />
      </div>
    </div>
  );
}
