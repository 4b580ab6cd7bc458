import type { Metadata } from "next";
import { ROUTE_FILES } from "@/app/api/route-files";
import { DataTable, tdClass } from "@/components/admin/data-table";
import { buttonClass } from "@/components/button-styles";
import { textLink } from "@/components/link-styles";
import { openApiDocument } from "@/lib/openapi/document";
import { tagSlug } from "@/lib/openapi/tags";
import { errorCodes, operationsByTag } from "./reading";
import { RichText } from "./rich-text";
import { pageTitle, sectionHeading } from "./section-heading";

export const metadata: Metadata = {
  title: "API reference",
  description: "Every endpoint of the Akwaaba API: parameters, bodies, answers and errors.",
};

const operationCount = (count: number) => `${count} ${count === 1 ? "operation" : "operations"}`;

export default function ApiReferencePage() {
  const document = openApiDocument(ROUTE_FILES);
  const byTag = operationsByTag(document);
  const { securitySchemes, headers } = document.components;

  return (
    <>
      <header className="max-w-3xl">
        <h1 className={pageTitle}>API reference</h1>
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

      <div className="mt-10 space-y-14">
        <section aria-labelledby="endpoints-heading">
          <h2 id="endpoints-heading" className={sectionHeading}>
            Operations by group
          </h2>
          <p className="mt-1 text-ink-600">
            A page for each group, with every operation's parameters, body and answers.
          </p>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {document.tags.map((tag) => (
              <li
                key={tag.name}
                className="rounded-2xl border border-sand-200 bg-white p-4 shadow-card"
              >
                <a href={`/docs/api/${tagSlug(tag.name)}`} className={textLink}>
                  {tag.name}
                </a>
                <span className="text-sm text-ink-600">
                  {" "}
                  · {operationCount((byTag.get(tag.name) ?? []).length)}
                </span>
                <p className="mt-1 text-sm text-ink-700">{tag.description}</p>
              </li>
            ))}
          </ul>
        </section>

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
      </div>
    </>
  );
}
