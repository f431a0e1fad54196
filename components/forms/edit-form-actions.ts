"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";

/**
 * What an edit page gives its form: save the patch and go back to the record, say so when nothing was
 * changed, and go back without saving on Cancel.
 */
export function useEditFormActions<TPatch>(detailHref: string, save: (patch: TPatch) => Promise<unknown>) {
  const router = useRouter();
  return {
    onSubmit: async (patch: TPatch) => {
      await save(patch);
      router.push(detailHref);
    },
    onUnchanged: () => toast.info("Nothing to save", { description: "No field was changed." }),
    onCancel: () => router.push(detailHref),
  };
}
