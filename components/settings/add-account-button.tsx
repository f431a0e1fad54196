"use client";

import { Plus } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** "Add account": the dialog's trigger, before and after the dialog's code is loaded. */
export function AddAccountButton({ label, ...props }: { label: string } & ComponentProps<"button">) {
  return (
    <Button aria-haspopup="dialog" aria-expanded={false} {...props}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}
