import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { controlClassName } from "./input";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClassName, "h-auto min-h-20 py-2 field-sizing-content", className)}
      {...props}
    />
  );
}
