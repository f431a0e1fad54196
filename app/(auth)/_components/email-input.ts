/** The sign-in email box, as the browser's password manager and a phone's keyboard should treat it. */
export const emailInputProps = {
  type: "email",
  autoComplete: "username",
  inputMode: "email",
  autoCapitalize: "none",
  spellCheck: false,
  required: true,
} as const;
