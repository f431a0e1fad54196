/** What a web-address input asks of the browser: the keyboard with "/" and ".", no suggestions, no spelling marks. */
export const urlInputProps = {
  type: "url",
  inputMode: "url",
  autoComplete: "off",
  spellCheck: false,
} as const;
