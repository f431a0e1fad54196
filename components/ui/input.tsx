import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { controlClassName, inputClassName } from "./looks";

export { controlClassName };

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(inputClassName, className)} {...props} />;
}
