// The parts of an OpenAPI 3.1 document this project writes (and the reference page reads).
import type { z } from "zod";

export type JsonSchema = z.core.JSONSchema.JSONSchema;

export interface Reference {
  $ref: string;
}

export interface HeaderObject {
  description: string;
  schema: JsonSchema;
}

export interface MediaType {
  schema: JsonSchema;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject | Reference>;
  content?: Record<string, MediaType>;
}

export interface ParameterObject {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface RequestBodyObject {
  required: true;
  content: Record<string, MediaType>;
}

/** Alternatives: any one requirement satisfies; `{}` means no credential is needed. */
export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: [string];
  security: SecurityRequirement[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject | Reference>;
}

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export type PathItem = Partial<Record<HttpMethod, OperationObject>>;

export interface SecurityScheme {
  type: "http" | "apiKey";
  description: string;
  scheme?: "bearer";
  bearerFormat?: string;
  in?: "header" | "cookie";
  name?: string;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    headers: Record<string, HeaderObject>;
    securitySchemes: Record<string, SecurityScheme>;
  };
}
