// The forms read money with the same pure reader the server uses for uploaded files (lib/money-text.ts).
export * from "@/lib/money-text";
