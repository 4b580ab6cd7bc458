import type { z } from "zod";
import type { ErrorCode } from "@/lib/errors";
import type { TagName } from "./tags";
import type { HttpMethod } from "./types";

/** Who may call: decides the security requirement and the 401/403 answers implied. */
export type Access = "public" | "user" | "admin" | "refresh" | "cron" | "signature";

export type BodyType =
  | "application/json"
  | "multipart/form-data"
  | "application/x-www-form-urlencoded";

/** An answer outside the error shape: a success, or the webhook's signature refusal. */
export interface Reply {
  description: string;
  schema?: z.ZodType;
  /** A redirect: a Location header and no body. */
  redirect?: true;
}

/** One route handler's method as the document describes it, from the schemas it uses. */
export interface Operation {
  method: HttpMethod;
  /** The route's folder path with `[param]` written `{param}`. */
  path: `/api/${string}`;
  tag: TagName;
  summary: string;
  description?: string;
  access: Access;
  params?: z.ZodObject;
  /** The params look a record up (parseLookupParams): a malformed one is 404, never 400. */
  paramsAreLookups?: true;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Defaults to JSON. */
  bodyType?: BodyType;
  replies: Record<number, Reply>;
  /** Codes this operation answers beyond those its access, input and rate limit imply. */
  errors?: ErrorCode[];
}
