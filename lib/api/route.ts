// route(): an endpoint declared once — who may call, what it takes, what it answers — and its
// handler, which receives the caller and the parsed input. The same declaration drives the
// request's checks here, the OpenAPI document (lib/openapi) and the derived tests.
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { type Database, getDb } from "@/db/client";
import { type Config, config } from "@/lib/platform/config";
import type { ErrorCode } from "../errors";
import type { TagName } from "../openapi/tags";
import { type Auth, authorize, type CallerOf } from "./authorize";
import { type BodyOf, type BodySpec, readBody } from "./bodies";
import { type Handler, handler } from "./handler";
import { parseLookupParams, parseParams, parseQuery } from "./parse";

export type { Auth } from "./authorize";

/** An answer outside the error shape: a success, or the webhook's signature refusal. */
export interface Reply {
  description: string;
  schema?: z.ZodType;
  /** A redirect: a Location header and no body. */
  redirect?: true;
  /** A body of text in this media type (a calendar feed), instead of JSON. */
  text?: `text/${string}`;
}

export interface RouteDeclaration<
  A extends Auth = Auth,
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends BodySpec | undefined = BodySpec | undefined,
> {
  /** Who may call; checked before any input is read. */
  auth: A;
  tag: TagName;
  summary: string;
  description?: string;
  params?: P;
  /**
   * The path parameters name a record or a provider (a listing's slug): a value that cannot be
   * one is the 404 NOT_FOUND of an unknown one, naming this, and is decided before anything.
   */
  lookup?: string;
  query?: Q;
  /** A zod schema for a JSON body, or a reader from lib/api/bodies (forms, uploads). */
  body?: B;
  /** The answers outside the error shape, by status. */
  responses: Record<number, Reply>;
  /** Codes this endpoint answers beyond those its auth, input and rate limit imply. */
  errors?: ErrorCode[];
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<A extends Auth, P, Q, B> {
  request: NextRequest;
  caller: CallerOf<A>;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: BodyOf<B>;
  db: Database;
  settings: Config;
}

/** A handler made by route(): its declaration can be read back with declarationOf. */
export type DeclaredHandler<Params = Record<string, string>> = Handler<Params> & {
  readonly declared: true;
};

const declarations = new WeakMap<object, RouteDeclaration>();

/** The declaration a route file's export was made from, if it was made by route(). */
export function declarationOf(exported: unknown): RouteDeclaration | undefined {
  return typeof exported === "function" ? declarations.get(exported) : undefined;
}

/**
 * Declares an endpoint. Every request is checked in one order: a lookup path that cannot
 * name anything (404), the caller (401/403), then the path, the query and the body (400,
 * 413, 415); only then does the handler run, with the caller and the parsed input.
 *
 *   export const { GET, … } = routeMethods({ GET: route({ auth: "user", … }, async (input) => …) });
 */
export function route<
  A extends Auth,
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends BodySpec | undefined = undefined,
>(
  declaration: RouteDeclaration<A, P, Q, B>,
  handle: (input: RouteInput<A, P, Q, B>) => Promise<Response>,
): DeclaredHandler {
  const { auth, params, lookup, query, body } = declaration;
  const wrapped = handler<Record<string, string>>(async (request, context) => {
    const lookedUp =
      params && lookup ? await parseLookupParams(context.params, params, lookup) : undefined;
    const caller = (await authorize(request, auth)) as CallerOf<A>;
    const parsedParams = params
      ? (lookedUp ?? (await parseParams(context.params, params)))
      : undefined;
    return handle({
      request,
      caller,
      params: parsedParams as Parsed<P>,
      query: (query ? parseQuery(request, query) : undefined) as Parsed<Q>,
      body: (body ? await readBody(request, body) : undefined) as BodyOf<B>,
      get db() {
        return getDb();
      },
      get settings() {
        return config();
      },
    });
  });
  declarations.set(wrapped, declaration as RouteDeclaration);
  return wrapped as DeclaredHandler;
}
