import type { z } from "zod";
import { isBodyReader, mediaTypeOf } from "@/lib/api/bodies";
import packageJson from "@/package.json";
import { ErrorResponses, isRateLimited } from "./errors";
import { HEADERS, type HeaderName, headerRefs, RATE_LIMIT_HEADER_NAMES } from "./headers";
import { SchemaConverter } from "./json-schema";
import { type Operation, operationsOf, type RouteFile } from "./operation";
import { SECURITY, SECURITY_SCHEMES } from "./security";
import { TAGS } from "./tags";
import type {
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  PathItem,
  Reference,
  ResponseObject,
} from "./types";

const DESCRIPTION = `Stays, activities and experiences in Ghana, priced in Ghana cedis.

Success bodies are \`{ data }\`, lists \`{ data, pagination }\`; errors are \`{ error: { code, message, details? } }\`. Money in records is a decimal string with two places; timestamps are ISO 8601 UTC. Requests are rate-limited per user or per address (auth 10/min, other writes 30/min, reads 200/min signed in, 100/min public), and limited answers carry the X-RateLimit-* headers.`;

function parametersOf(
  converter: SchemaConverter,
  schema: z.ZodObject | undefined,
  location: "path" | "query",
): ParameterObject[] {
  if (!schema) return [];
  const json = converter.convert(schema, "input");
  const required = new Set(json.required);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    if (typeof property === "boolean") throw new Error(`Parameter ${name} has no schema`);
    const { description, ...propertySchema } = property;
    return {
      name,
      in: location,
      required: location === "path" || required.has(name),
      ...(description ? { description } : {}),
      schema: propertySchema,
    };
  });
}

/** E.g. GET /api/listings/{slug}/availability → getListingsBySlugAvailability. */
function operationIdOf({ method, path }: Operation): string {
  const words = path
    .replace(/^\/api\//, "")
    .split("/")
    .flatMap((segment) =>
      segment.startsWith("{") ? ["by", segment.slice(1, -1)] : segment.split(/[^A-Za-z0-9]+/),
    );
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

function checkPathParameters(operation: Operation, parameters: ParameterObject[]): void {
  const inTemplate = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  const declared = parameters
    .filter((p) => p.in === "path")
    .map((p) => p.name)
    .sort();
  if (inTemplate.join() !== declared.join()) {
    throw new Error(`${operation.path}: path parameters ${declared} do not match the template`);
  }
}

function replies(
  converter: SchemaConverter,
  operation: Operation,
): Record<string, ResponseObject | Reference> {
  return Object.fromEntries(
    Object.entries(operation.responses).map(([status, reply]) => {
      const headers: HeaderName[] = [];
      if (isRateLimited(operation) && Number(status) < 400)
        headers.push(...RATE_LIMIT_HEADER_NAMES);
      if (reply.redirect) headers.push("Location");
      const response: ResponseObject = {
        description: reply.description,
        headers: headerRefs(headers),
      };
      if (reply.schema) {
        response.content = {
          "application/json": { schema: converter.convert(reply.schema, "output") },
        };
      }
      if (reply.text) response.content = { [reply.text]: { schema: { type: "string" } } };
      return [status, response];
    }),
  );
}

function operationObject(
  operation: Operation,
  converter: SchemaConverter,
  errors: ErrorResponses,
): OperationObject {
  const parameters = [
    ...parametersOf(converter, operation.params, "path"),
    ...parametersOf(converter, operation.query, "query"),
  ];
  checkPathParameters(operation, parameters);
  const success = replies(converter, operation);
  const failures = errors.of(operation);
  const clash = Object.keys(success).find((status) => status in failures);
  if (clash) throw new Error(`${operation.path}: status ${clash} is both a reply and an error`);
  return {
    operationId: operationIdOf(operation),
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [operation.tag],
    security: SECURITY[operation.auth],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              [mediaTypeOf(operation.body)]: {
                schema: converter.convert(
                  isBodyReader(operation.body) ? operation.body.schema : operation.body,
                  "input",
                ),
              },
            },
          },
        }
      : {}),
    responses: { ...success, ...failures },
  };
}

const sortedByName = <T>(entries: Record<string, T>) =>
  Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));

function buildDocument(routeFiles: readonly RouteFile[]): OpenApiDocument {
  const converter = new SchemaConverter();
  const errors = new ErrorResponses(converter);
  const paths: Record<string, PathItem> = {};
  for (const operation of operationsOf(routeFiles)) {
    const item: PathItem = paths[operation.path] ?? {};
    if (item[operation.method]) {
      throw new Error(`${operation.method} ${operation.path} is documented twice`);
    }
    item[operation.method] = operationObject(operation, converter, errors);
    paths[operation.path] = item;
  }
  return {
    openapi: "3.1.0",
    info: { title: "Akwaaba API", version: packageJson.version, description: DESCRIPTION },
    tags: TAGS.map((tag) => ({ ...tag })),
    paths,
    components: {
      schemas: sortedByName(converter.components),
      responses: sortedByName(errors.shared),
      headers: HEADERS,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

let built: OpenApiDocument | undefined;

/**
 * This API's OpenAPI 3.1 document, built once per process from the route files' declarations
 * (app/api/route-files.ts), their schemas converted from zod.
 */
export function openApiDocument(routeFiles: readonly RouteFile[]): OpenApiDocument {
  built ??= buildDocument(routeFiles);
  return built;
}
