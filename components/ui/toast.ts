import type { ExternalToast } from "sonner";

// Toasts answer what a person did, never a page's first paint: sonner's code loads with the first toast
// (or with the toaster, mounted at the first input: components/providers.tsx), not with every page that
// might show one. Toasts keep their order: each waits for the same module.
type Message = Parameters<typeof import("sonner").toast.success>[0];
type Kind = "success" | "error" | "info";

function show(kind: Kind, message: Message, options?: ExternalToast): void {
  void import("sonner").then(({ toast }) => toast[kind](message, options));
}

/** Shows a toast (sonner's, loaded on first use): `toast.success("Saved")`. */
export const toast = {
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
  info: (message: Message, options?: ExternalToast) => show("info", message, options),
};
