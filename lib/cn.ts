import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets a later Tailwind utility win over an earlier one that sets the same thing:
 * `cn("px-4 text-sm", "px-2")` is "text-sm px-2", so a component's caller can override its look.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
