import { tagSlug } from "@/lib/openapi/tags";
import type { OpenApiDocument } from "@/lib/openapi/types";
import { MethodBadge } from "./operation-card";
import { operationHref, operationsByTag } from "./reading";

const sectionLink = "font-semibold text-forest-800 hover:underline";

/** Every endpoint by tag, linked to its tag's page, then the shared sections. */
export function ReferenceNav({ document }: { document: OpenApiDocument }) {
  const byTag = operationsByTag(document);
  return (
    <nav
      aria-label="Endpoints"
      className="lg:sticky lg:top-6 lg:col-start-1 lg:row-start-1 lg:max-h-[calc(100dvh-3rem)] lg:self-start lg:overflow-y-auto"
    >
      <ul className="space-y-5 text-sm">
        <li>
          <a href="/docs/api" className={sectionLink}>
            Overview
          </a>
        </li>
        {document.tags.map((tag) => (
          <li key={tag.name}>
            <a href={`/docs/api/${tagSlug(tag.name)}`} className={sectionLink}>
              {tag.name}
            </a>
            <ul className="mt-2 space-y-1.5">
              {(byTag.get(tag.name) ?? []).map(({ method, path, operation }) => (
                <li key={operation.operationId}>
                  <a
                    href={operationHref(tag.name, operation.operationId)}
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
          <a href="/docs/api#authentication" className={sectionLink}>
            Authentication
          </a>
        </li>
        <li>
          <a href="/docs/api#errors" className={sectionLink}>
            Errors and headers
          </a>
        </li>
        <li>
          <a href="/docs/api/schemas" className={sectionLink}>
            Schemas
          </a>
        </li>
      </ul>
    </nav>
  );
}
