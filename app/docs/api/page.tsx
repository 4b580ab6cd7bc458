import type { Metadata } from "next";
import { ROUTE_FILES } from "@/app/api/route-files";
import { DataTable, tdClass } from "@/components/admin/data-table";
import { buttonClass } from "@/components/button-styles";
import { openApiDocument } from "@/lib/openapi/document";
import { FieldTable } from "./field-table";
import { MethodBadge, OperationCard } from "./operation-card";
import { errorCodes, operationsByTag } from "./reading";
import { RichText } from "./rich-text";
import { fieldRows, notesOf, typeOf } from "./schema-fields";

export const metadata: Metadata = {
  title: "API reference",
  description: "Every endpoint of the Akwaaba API: parameters, bodies, answers and errors.",
};

const sectionHeading = "font-display text-2xl font-bold tracking-tight text-forest-900";
const tagId = (name: string) => `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export default function ApiReferencePage() {
  const document = openApiDocument(ROUTE_FILES);
  const byTag = operationsByTag(document);
  const { securitySchemes, headers, schemas } = document.components;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
          API reference
        </h1>
        <p className="mt-2 text-sm text-ink-600">
          {document.info.title} {document.info.version} · OpenAPI {document.openapi}
        </p>
        <RichText text={document.info.description} className="mt-4 text-ink-700" />
        <p className="mt-4">
          <a href="/api/openapi.json" className={buttonClass("primary")}>
            The OpenAPI document (JSON)
          </a>
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <nav
          aria-label="Endpoints"
          className="lg:sticky lg:top-6 lg:max-h-[calc(100dvh-3rem)] lg:self-start lg:overflow-y-auto"
        >
          <ul className="space-y-5 text-sm">
            {document.tags.map((tag) => (
              <li key={tag.name}>
                <a
                  href={`#${tagId(tag.name)}`}
                  className="font-semibold text-forest-800 hover:underline"
                >
                  {tag.name}
                </a>
                <ul className="mt-2 space-y-1.5">
                  {(byTag.get(tag.name) ?? []).map(({ method, path, operation }) => (
                    <li key={operation.operationId}>
                      <a
                        href={`#${operation.operationId}`}
                        className="flex items-start gap-2 rounded text-ink-700 hover:text-ink-900 hover:underline"
                      >
                        <MethodBadge method={method} />
                        <span className="font-mono text-xs break-all">{path}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            <li>
              <a href="#authentication" className="font-semibold text-forest-800 hover:underline">
                Authentication
              </a>
            </li>
            <li>
              <a href="#errors" className="font-semibold text-forest-800 hover:underline">
                Errors and headers
              </a>
            </li>
            <li>
              <a href="#schemas" className="font-semibold text-forest-800 hover:underline">
                Schemas
              </a>
            </li>
          </ul>
        </nav>

        <div className="min-w-0 space-y-14">
          {document.tags.map((tag) => (
            <section
              key={tag.name}
              id={tagId(tag.name)}
              aria-labelledby={`${tagId(tag.name)}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${tagId(tag.name)}-heading`} className={sectionHeading}>
                {tag.name}
              </h2>
              <p className="mt-1 text-ink-600">{tag.description}</p>
              <div className="mt-5 space-y-6">
                {(byTag.get(tag.name) ?? []).map((entry) => (
                  <OperationCard
                    key={entry.operation.operationId}
                    document={document}
                    entry={entry}
                  />
                ))}
              </div>
            </section>
          ))}

          <section
            id="authentication"
            aria-labelledby="authentication-heading"
            className="scroll-mt-24"
          >
            <h2 id="authentication-heading" className={sectionHeading}>
              Authentication
            </h2>
            <dl className="mt-5 divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white shadow-card">
              {Object.entries(securitySchemes).map(([name, scheme]) => (
                <div
                  key={name}
                  id={`auth-${name}`}
                  className="grid scroll-mt-24 gap-1 px-5 py-4 sm:grid-cols-[12rem_1fr]"
                >
                  <dt>
                    <code className="font-mono text-sm font-semibold text-forest-900">{name}</code>
                  </dt>
                  <dd className="text-sm text-ink-700">
                    <p className="font-medium text-ink-900">
                      {scheme.type === "http"
                        ? `Authorization: Bearer${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ""}`
                        : `${scheme.in === "cookie" ? "Cookie" : "Header"} ${scheme.name}`}
                    </p>
                    <p className="mt-0.5">{scheme.description}</p>
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section id="errors" aria-labelledby="errors-heading" className="scroll-mt-24">
            <h2 id="errors-heading" className={sectionHeading}>
              Errors and headers
            </h2>
            <p className="mt-1 text-ink-600">
              Every error under <code className="font-mono">/api</code> is{" "}
              <code className="font-mono">{"{ error: { code, message, details? } }"}</code>, except
              the webhook's signature refusal.
            </p>
            <div className="mt-5 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6">
              <DataTable
                id="error-codes"
                caption="Error codes"
                columns={[{ label: "Code" }, { label: "Status" }, { label: "Meaning" }]}
              >
                {errorCodes(document).map(({ code, status, meaning }) => (
                  <tr key={code}>
                    <td className={tdClass}>
                      <code className="font-mono text-xs font-semibold">{code}</code>
                    </td>
                    <td className={tdClass}>{status}</td>
                    <td className={`${tdClass} text-ink-700`}>{meaning}</td>
                  </tr>
                ))}
              </DataTable>
            </div>
            <div className="mt-5 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6">
              <DataTable
                id="response-headers"
                caption="Response headers"
                columns={[{ label: "Header" }, { label: "Meaning" }]}
              >
                {Object.entries(headers).map(([name, header]) => (
                  <tr key={name}>
                    <td className={tdClass}>
                      <code className="font-mono text-xs font-semibold">{name}</code>
                    </td>
                    <td className={`${tdClass} text-ink-700`}>{header.description}</td>
                  </tr>
                ))}
              </DataTable>
            </div>
          </section>

          <section id="schemas" aria-labelledby="schemas-heading" className="scroll-mt-24">
            <h2 id="schemas-heading" className={sectionHeading}>
              Schemas
            </h2>
            <p className="mt-1 text-ink-600">Shapes the answers above refer to by name.</p>
            <div className="mt-5 space-y-6">
              {Object.entries(schemas).map(([name, schema]) => (
                <article
                  key={name}
                  id={`schema-${name}`}
                  aria-labelledby={`schema-${name}-heading`}
                  className="scroll-mt-24 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6"
                >
                  <h3
                    id={`schema-${name}-heading`}
                    className="font-mono text-base font-semibold text-ink-900"
                  >
                    {name}
                  </h3>
                  {schema.properties ? (
                    <div className="mt-3">
                      {schema.description ? (
                        <p className="mb-2 text-sm text-ink-700">{schema.description}</p>
                      ) : null}
                      <FieldTable
                        id={`schema-${name}-table`}
                        caption={`Fields of ${name}`}
                        rows={fieldRows(schema)}
                      />
                    </div>
                  ) : (
                    <p className="mt-2 text-sm text-ink-700">
                      <code className="font-mono text-xs">{typeOf(schema).text}</code>
                      {notesOf(schema).map((note) => ` · ${note}`)}
                    </p>
                  )}
                </article>
              ))}
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
