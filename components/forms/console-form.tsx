"use client";

import { type ComponentProps, useRef } from "react";
import { useTypedBeforeHydration } from "@/components/filters/use-typed-before-hydration";

/**
 * The `<form>` of every console form that comes with its page: what a person typed or picked while the
 * page's script was still loading is handed to the form once it runs, instead of staying on screen unseen
 * by it (and so missing from what is sent).
 */
export function ConsoleForm(props: Omit<ComponentProps<"form">, "ref">) {
  const ref = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(ref);
  return <form {...props} ref={ref} />;
}
