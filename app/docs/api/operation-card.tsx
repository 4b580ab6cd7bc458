import type { HttpMethod, OpenApiDocument, SecurityRequirement } from "@/lib/openapi/types";
import { FieldTable } from "./field-table";
import { type DocumentedOperation, errorLines, isErrorShape, responseOf } from "./reading";
import { RichText } from "./rich-text";
import { type FieldRow, fieldRows, notesOf, typeOf } from "./schema-fields";

const METHOD_STYLES: Record<HttpMethod, string> = {
  get: "bg-forest-100 text-forest-800 ring-forest-300",
  post: "bg-gold-100 text-ink-900 ring-gold-300",
  put: "bg-[#e4eefa] text-[#1d4a7a] ring-[#a9c4e6]",
  patch: "bg-[#e4eefa] text-[#1d4a7a] ring-[#a9c4e6]",
  delete: "bg-clay-100 text-clay-700 ring-clay-500/40",
};

export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <span
      className={`inline-flex min-w-16 justify-center rounded-md px-2 py-0.5 font-mono text-xs font-bold ring-1 ring-inset ${METHOD_STYLES[method]}`}
    >
      {method.toUpperCase()}
    </span>
  );
}

/** The credentials an operation accepts: alternatives, with the roles that may call. */
function Access({ security }: { security: SecurityRequirement[] }) {
  if (security.length === 0) return <>Public, no credential</>;
  return (
    <ul className="flex flex-wrap gap-x-2 gap-y-1">
      {security.map((requirement, index) => {
        const [scheme, roles = []] = Object.entries(requirement)[0] ?? [];
        const or = index > 0 ? "or " : "";
        return (
          <li key={scheme ?? "none"}>
            {or}
            {scheme ? (
              <a href={`/docs/api#auth-${scheme}`} className="rounded underline underline-offset-2">
                <code className="font-mono text-sm">{scheme}</code>
              </a>
            ) : (
              "no credential"
            )}
            {roles.length > 0 ? ` (role ${roles.join(" or ")})` : null}
          </li>
        );
      })}
    </ul>
  );
}

const subheading = "text-sm font-semibold tracking-wide text-ink-700 uppercase";

export function OperationCard({
  document,
  entry: { method, path, operation },
}: {
  document: OpenApiDocument;
  entry: DocumentedOperation;
}) {
  const id = operation.operationId;
  const parameters: FieldRow[] = (operation.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    location: parameter.in,
    depth: 0,
    type: typeOf(parameter.schema),
    required: parameter.required,
    notes: [
      ...(parameter.description ? [parameter.description] : []),
      ...notesOf(parameter.schema),
    ],
  }));
  const [bodyType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];

  return (
    <article
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6"
    >
      <h3 id={`${id}-title`} className="flex flex-wrap items-center gap-3">
        <MethodBadge method={method} />
        <code className="font-mono text-base font-semibold break-all text-ink-900">{path}</code>
      </h3>
      <p className="mt-3 font-semibold text-ink-900">{operation.summary}</p>
      {operation.description ? (
        <RichText text={operation.description} className="mt-1 text-sm text-ink-700" />
      ) : null}
      <div className="mt-3 flex flex-wrap items-baseline gap-2 text-sm">
        <span className="font-semibold text-ink-700">Authentication:</span>
        <Access security={operation.security} />
      </div>

      {parameters.length > 0 ? (
        <section aria-labelledby={`${id}-parameters`} className="mt-5">
          <h4 id={`${id}-parameters`} className={subheading}>
            Parameters
          </h4>
          <div className="mt-2">
            <FieldTable
              id={`${id}-parameters-table`}
              caption={`Parameters of ${method.toUpperCase()} ${path}`}
              rows={parameters}
            />
          </div>
        </section>
      ) : null}

      {body ? (
        <section aria-labelledby={`${id}-body`} className="mt-5">
          <h4 id={`${id}-body`} className={subheading}>
            Request body <span className="font-mono text-xs normal-case">({bodyType})</span>
          </h4>
          <div className="mt-2">
            <FieldTable
              id={`${id}-body-table`}
              caption={`Request body of ${method.toUpperCase()} ${path}`}
              rows={fieldRows(body.schema)}
            />
          </div>
        </section>
      ) : null}

      <section aria-labelledby={`${id}-responses`} className="mt-5">
        <h4 id={`${id}-responses`} className={subheading}>
          Responses
        </h4>
        <dl className="mt-2 divide-y divide-sand-200 rounded-xl border border-sand-200">
          {Object.entries(operation.responses).map(([status, entry]) => {
            const response = responseOf(document, entry);
            const schema = response.content?.["application/json"]?.schema;
            const errorShape = isErrorShape(response);
            return (
              <div key={status} className="grid gap-2 px-4 py-3 sm:grid-cols-[4rem_1fr]">
                <dt
                  className={`font-mono text-sm font-bold ${Number(status) < 400 ? "text-forest-700" : "text-clay-700"}`}
                >
                  {status}
                </dt>
                <dd className="min-w-0 text-sm text-ink-900">
                  {errorShape ? (
                    <ul className="space-y-1">
                      {errorLines(response.description).map(({ code, meaning }) => (
                        <li key={code}>
                          <code className="font-mono text-xs font-semibold">{code}</code>{" "}
                          <span className="text-ink-700">{meaning}</span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p>{response.description}</p>
                  )}
                  {!errorShape && schema?.properties ? (
                    <div className="mt-2">
                      <FieldTable
                        id={`${id}-${status}-table`}
                        caption={`Body of the ${status} answer to ${method.toUpperCase()} ${path}`}
                        rows={fieldRows(schema)}
                      />
                    </div>
                  ) : null}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
    </article>
  );
}
