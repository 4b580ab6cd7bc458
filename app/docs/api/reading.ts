// What the reference page reads from the OpenAPI document beyond single schemas.

import { tagSlug } from "@/lib/openapi/tags";
import type {
  HttpMethod,
  OpenApiDocument,
  OperationObject,
  Reference,
  ResponseObject,
} from "@/lib/openapi/types";

const METHODS: HttpMethod[] = ["get", "post", "put", "patch", "delete"];

export interface DocumentedOperation {
  method: HttpMethod;
  path: string;
  operation: OperationObject;
}

/** Where an operation is described: its tag's page, at its card. */
export const operationHref = (tag: string, operationId: string) =>
  `/docs/api/${tagSlug(tag)}#${operationId}`;

export function operationsByTag(document: OpenApiDocument): Map<string, DocumentedOperation[]> {
  const byTag = new Map(document.tags.map((tag) => [tag.name, [] as DocumentedOperation[]]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) byTag.get(operation.tags[0])?.push({ method, path, operation });
    }
  }
  return byTag;
}

export function responseOf(
  document: OpenApiDocument,
  response: ResponseObject | Reference,
): ResponseObject {
  if (!("$ref" in response)) return response;
  const name = response.$ref.replace("#/components/responses/", "");
  const shared = document.components.responses[name];
  if (!shared) throw new Error(`Unknown response ${response.$ref}`);
  return shared;
}

/** Error descriptions are written one `CODE: meaning` per line. */
export function errorLines(description: string): Array<{ code: string; meaning: string }> {
  return description.split("\n").map((line) => {
    const [code = "", ...meaning] = line.split(": ");
    return { code, meaning: meaning.join(": ") };
  });
}

interface ErrorCodeUse {
  code: string;
  status: string;
  meaning: string;
}

/** Every error code the operations document, with its status and meaning. */
export function errorCodes(document: OpenApiDocument): ErrorCodeUse[] {
  const codes = new Map<string, ErrorCodeUse>();
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      for (const [status, entry] of Object.entries(item[method]?.responses ?? {})) {
        const response = responseOf(document, entry);
        if (Number(status) < 400 || !isErrorShape(response)) continue;
        for (const { code, meaning } of errorLines(response.description)) {
          codes.set(code, { code, status, meaning });
        }
      }
    }
  }
  return [...codes.values()].sort(
    (a, b) => a.status.localeCompare(b.status) || a.code.localeCompare(b.code),
  );
}

/** The `{ error: { code, … } }` shape, as opposed to the webhook's `{ error: "…" }`. */
export function isErrorShape(response: ResponseObject): boolean {
  const schema = response.content?.["application/json"]?.schema;
  const error = schema?.properties?.error;
  return typeof error === "object" && error.properties?.code !== undefined;
}
