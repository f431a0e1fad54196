import "server-only";
import { parseArgs } from "node:util";
import { commandUsage, findCommand, generalUsage } from "./commands-spec";

export type ParsedCommand =
  | { kind: "help"; text: string }
  | { kind: "usage-error"; message: string }
  | { kind: "run"; command: string; options: Record<string, string> };

const helpFlags = new Set(["--help", "-h", "help"]);

/** Reads the command line without touching the database, so usage errors fail fast. */
export function parseCommand(argv: readonly string[]): ParsedCommand {
  const [name, ...rest] = argv;
  if (name === undefined) return { kind: "usage-error", message: generalUsage() };
  if (helpFlags.has(name)) return { kind: "help", text: generalUsage() };
  const spec = findCommand(name);
  if (!spec) return { kind: "usage-error", message: `Unknown command "${name}".\n\n${generalUsage()}` };
  if (rest.some((arg) => arg === "--help" || arg === "-h")) return { kind: "help", text: commandUsage(spec) };

  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...rest],
      options: Object.fromEntries(spec.options.map((option) => [option.name, { type: "string" as const }])),
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: "usage-error", message: `${describeParseError(error)}\n\n${commandUsage(spec)}` };
  }
  const options: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (typeof value === "string") options[key] = value;
  const missing = spec.options.filter((option) => option.required && !options[option.name]?.trim());
  if (missing.length > 0) {
    const names = missing.map((option) => `--${option.name}`).join(", ");
    return { kind: "usage-error", message: `Missing ${names}.\n\n${commandUsage(spec)}` };
  }
  return { kind: "run", command: spec.name, options };
}

/** A stray positional argument may be a pasted key or password: say what is wrong without echoing it. */
function describeParseError(error: unknown): string {
  const code = error instanceof Error && "code" in error ? error.code : undefined;
  if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") {
    return "Unexpected argument: every value must follow its --option (quote values that contain spaces).";
  }
  return error instanceof Error ? error.message : "Invalid arguments.";
}
