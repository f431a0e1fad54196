import { ExternalLink } from "lucide-react";

// The payments API's reference, rendered on the server from the contract's OpenAPI document.

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name?: string;
  in?: string;
  required?: boolean;
  schema?: JsonSchema;
  $ref?: string;
}

interface OperationDoc {
  operationId: string;
  summary: string;
  tags: string[];
  "x-rate-limit-per-minute"?: number;
  "x-permission"?: string;
  "x-required-role"?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
}

export interface OpenApiLike {
  paths: Record<string, Record<string, unknown>>;
}

export interface ReferenceOperation {
  method: string;
  path: string;
  doc: OperationDoc;
}

/** The document's operations grouped by tag, tags in first-seen order, operations in document order. */
export function groupByTag(document: OpenApiLike): [string, ReferenceOperation[]][] {
  const groups = new Map<string, ReferenceOperation[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const doc = value as OperationDoc;
      const tag = doc.tags?.[0] ?? "Other";
      const list = groups.get(tag) ?? [];
      list.push({ method: method.toUpperCase(), path, doc });
      groups.set(tag, list);
    }
  }
  return [...groups.entries()];
}

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return "";
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(" | ");
  const type = schema.type;
  const format = typeof schema.format === "string" ? ` (${schema.format})` : "";
  if (Array.isArray(type)) return type.join(" | ") + format;
  if (typeof type === "string") return type + format;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeOf).join(" | ");
  return "";
}

function ParameterTable({ parameters }: { parameters: Parameter[] }) {
  const visible = parameters.filter((parameter) => parameter.name);
  if (visible.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs">
        <caption className="sr-only">Parameters</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-1 pr-3 font-medium">
              Parameter
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              In
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Type
            </th>
            <th scope="col" className="py-1 font-medium">
              Required
            </th>
          </tr>
        </thead>
        <tbody>
          {visible.map((parameter) => (
            <tr key={`${parameter.in}-${parameter.name}`} className="border-b last:border-0">
              <td className="py-1 pr-3 font-mono">{parameter.name}</td>
              <td className="py-1 pr-3">{parameter.in}</td>
              <td className="py-1 pr-3 break-all">{typeOf(parameter.schema)}</td>
              <td className="py-1">{parameter.required ? "Yes" : "No"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OperationEntry({ operation }: { operation: ReferenceOperation }) {
  const { doc } = operation;
  const body = doc.requestBody?.content?.["application/json"]?.schema;
  return (
    <details className="group rounded-md border" id={doc.operationId}>
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        <span className="w-14 shrink-0 font-mono text-xs font-semibold">{operation.method}</span>
        <code className="min-w-0 font-mono text-xs break-all">{operation.path}</code>
        <span className="text-sm text-muted-foreground">{doc.summary}</span>
      </summary>
      <div className="grid gap-3 border-t px-3 py-3 text-sm">
        <p className="text-xs text-muted-foreground">
          {doc["x-rate-limit-per-minute"] ? `${doc["x-rate-limit-per-minute"]} requests a minute` : null}
          {doc["x-permission"] ? ` · console permission ${doc["x-permission"]}` : null}
          {doc["x-required-role"] ? ` · merchant role ${doc["x-required-role"]} only` : null}
        </p>
        <ParameterTable parameters={doc.parameters ?? []} />
        {body ? (
          <div className="grid gap-1">
            <h4 className="text-xs font-medium text-muted-foreground">
              Request body{doc.requestBody?.required ? "" : " (optional)"}
            </h4>
            <pre className="max-h-72 overflow-auto rounded-md bg-muted/40 p-2 font-mono text-xs">
              {JSON.stringify(body, null, 2)}
            </pre>
          </div>
        ) : null}
        <div className="grid gap-1">
          <h4 className="text-xs font-medium text-muted-foreground">Answers</h4>
          <ul className="grid gap-0.5 text-xs">
            {Object.entries(doc.responses ?? {}).map(([status, response]) => (
              <li key={status}>
                <span className="font-mono font-semibold">{status}</span> {response.description}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}

/** Every operation of the contract by tag, each collapsible, with a link to the document itself. */
export function ApiReference({ document }: { document: OpenApiLike }) {
  const groups = groupByTag(document);
  return (
    <section aria-labelledby="api-reference-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="api-reference-heading" className="text-lg font-semibold">
          API reference
        </h2>
        <a
          href="/openapi.json"
          className="inline-flex items-center gap-1 text-sm underline underline-offset-4"
          target="_blank"
          rel="noreferrer"
        >
          OpenAPI document (openapi.json)
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </div>
      {groups.map(([tag, operations]) => (
        <div key={tag} className="grid gap-2">
          <h3 className="font-medium">{tag}</h3>
          <div className="grid gap-2">
            {operations.map((operation) => (
              <OperationEntry key={`${operation.method} ${operation.path}`} operation={operation} />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
