"use client";

import { useState } from "react";

/**
 * A page that shows its form, then what the form made, with a button to make another: `made` is what was
 * made (null while the form shows), `formKey` keys the form so another starts empty.
 */
export function useCreateAnother<TMade>() {
  const [made, setMade] = useState<TMade | null>(null);
  const [formKey, setFormKey] = useState(0);
  return {
    made,
    formKey,
    /** Shows what the form made. */
    show: (next: TMade) => setMade(next),
    /** Back to a fresh form. */
    createAnother: () => {
      setMade(null);
      setFormKey((key) => key + 1);
    },
  };
}
