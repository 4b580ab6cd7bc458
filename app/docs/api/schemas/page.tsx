import type { Metadata } from "next";
import { ROUTE_FILES } from "@/app/api/route-files";
import { openApiDocument } from "@/lib/openapi/document";
import { FieldTable } from "../field-table";
import { fieldRows, notesOf, typeOf } from "../schema-fields";
import { SubpageHeader } from "../subpage-header";

export const metadata: Metadata = {
  title: "Schemas · API reference",
  description: "The shapes the Akwaaba API's answers refer to by name.",
};

/** The named shapes the operations' pages link to. */
export default function ApiSchemasPage() {
  const { schemas } = openApiDocument(ROUTE_FILES).components;
  return (
    <>
      <SubpageHeader title="Schemas" description="Shapes the operations refer to by name." />
      <div className="mt-8 space-y-6">
        {Object.entries(schemas).map(([name, schema]) => (
          <article
            key={name}
            id={`schema-${name}`}
            aria-labelledby={`schema-${name}-heading`}
            className="scroll-mt-24 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6"
          >
            <h2
              id={`schema-${name}-heading`}
              className="font-mono text-base font-semibold text-ink-900"
            >
              {name}
            </h2>
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
    </>
  );
}
