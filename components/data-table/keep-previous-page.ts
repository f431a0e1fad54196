import { keepPreviousData } from "@tanstack/react-query";

/**
 * A list's query options that keep the previous page's rows on screen (dimmed) while the next page, filter
 * or order loads, instead of flashing the skeleton: every paged list and report asks the same way.
 */
export function keepPreviousPage<TOptions extends object>(options: TOptions) {
  return { ...options, placeholderData: keepPreviousData };
}
