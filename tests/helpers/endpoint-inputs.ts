// Every API endpoint's inputs for the bad-input property test, derived from the route
// declarations: who may call (auth), the path parameters (valid ones point at real records),
// the query fields and the body, each field's kind read from its schema (schema-inputs.ts).
import { z } from "zod";
import * as catchAll from "@/app/api/[...path]/route";
import { imageFiles, isBodyReader } from "@/lib/api/bodies";
import type { RouteDeclaration } from "@/lib/api/route";
import type { Access, CustomBody, Endpoint, JsonBody, Method } from "./bad-requests";
import type { DeclaredEndpoint } from "./declared-endpoints";
import { catchAllRequests, formPosts, imageUploads, webhookDeliveries } from "./odd-bodies";
import {
  bodyKindOf,
  jsonSchemaOf,
  parsedSchemaOf,
  propertiesOf,
  queryKindOf,
  validInputOf,
  validParamsOf,
} from "./schema-inputs";

/** The records valid path parameters point at; filled in before the tests run. */
export interface Fixtures {
  listing: { id: string; slug: string };
  imageIds: string[];
  booking: { id: string; reference: string };
}

/** Path parameters by name: the fixture each names, so reads by them find a record. */
function fixtureParam(name: string, f: Fixtures): string | undefined {
  const byName: Record<string, () => string | undefined> = {
    id: () => f.listing.id,
    listingId: () => f.listing.id,
    slug: () => f.listing.slug,
    imageId: () => f.imageIds[0],
    reference: () => f.booking.reference,
  };
  return byName[name]?.();
}

const ACCESS: Record<RouteDeclaration["auth"], Access> = {
  public: "public",
  refresh: "public",
  provider: "public",
  user: "user",
  host: "host",
  admin: "admin",
  super_admin: "admin",
  cron: "cron",
};

function paramsOf(declaration: RouteDeclaration, f: Fixtures) {
  const { params } = declaration;
  if (!params) return undefined;
  return () => validParamsOf(params, (name) => fixtureParam(name, f));
}

function queryOf(declaration: RouteDeclaration, label: string): Endpoint["query"] {
  const { query } = declaration;
  if (!query) return undefined;
  const input = jsonSchemaOf(query);
  const output = propertiesOf(parsedSchemaOf(query));
  const required = new Set(input.required ?? []);
  const valid = validInputOf(query, label);
  return Object.fromEntries(
    Object.entries(propertiesOf(input)).map(([name, field]) => [
      name,
      {
        kind: queryKindOf(field, output[name] ?? {}),
        ...(required.has(name) ? { valid: String(valid[name]) } : {}),
      },
    ]),
  );
}

function bodyOf(declaration: RouteDeclaration, label: string): JsonBody | CustomBody | undefined {
  const { body } = declaration;
  if (!body) return undefined;
  if (body === imageFiles) return imageUploads;
  const schema = isBodyReader(body) ? body.schema : body;
  const json = jsonSchemaOf(schema);
  const shape = schema instanceof z.ZodObject ? schema.shape : {};
  const fields = Object.fromEntries(
    Object.entries(propertiesOf(json)).map(([name, field]) => [
      name,
      { kind: bodyKindOf(field, shape[name]), required: (json.required ?? []).includes(name) },
    ]),
  );
  const valid = () => validInputOf(schema, label);
  if (isBodyReader(body) && body.mediaType === "application/x-www-form-urlencoded") {
    return formPosts(fields, valid);
  }
  return { fields, valid, strict: json.additionalProperties === false };
}

/** The bad-input test's view of a declared endpoint. */
export function endpointOf(declared: DeclaredEndpoint, f: Fixtures): Endpoint {
  const { method, route, handler, declaration } = declared;
  const label = `${method} ${route}`;
  if (declaration.auth === "provider") {
    return {
      method,
      route,
      handler,
      access: "public",
      attempts: webhookDeliveries(() => f.booking.reference),
      signed: true,
    };
  }
  return {
    method,
    route,
    handler,
    access: ACCESS[declaration.auth],
    params: paramsOf(declaration, f),
    query: queryOf(declaration, label),
    body: bodyOf(declaration, label),
  };
}

const CATCH_ALL_METHODS: Array<[Method, unknown]> = [
  ["GET", catchAll.GET],
  ["HEAD", catchAll.HEAD],
  ["OPTIONS", catchAll.OPTIONS],
  ["POST", catchAll.POST],
  ["PUT", catchAll.PUT],
  ["PATCH", catchAll.PATCH],
  ["DELETE", catchAll.DELETE],
];

/** The JSON 404 for unknown paths, under every method. */
export function catchAllEndpoints(): Endpoint[] {
  return CATCH_ALL_METHODS.map(([method, handler]) => ({
    method,
    route: "/api/[...path]",
    handler,
    access: "public",
    attempts: catchAllRequests(method),
  }));
}
