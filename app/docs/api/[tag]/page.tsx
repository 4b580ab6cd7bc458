import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ROUTE_FILES } from "@/app/api/route-files";
import { openApiDocument } from "@/lib/openapi/document";
import { tagSlug } from "@/lib/openapi/tags";
import { OperationCard } from "../operation-card";
import { operationsByTag } from "../reading";
import { SubpageHeader } from "../subpage-header";

interface TagPageProps {
  params: Promise<{ tag: string }>;
}

/** The document's tag whose page this is, if there is one. */
function tagOf(slug: string) {
  const document = openApiDocument(ROUTE_FILES);
  const tag = document.tags.find((candidate) => tagSlug(candidate.name) === slug);
  return tag ? { document, tag } : null;
}

export async function generateMetadata({ params }: TagPageProps): Promise<Metadata> {
  const found = tagOf((await params).tag);
  return found
    ? { title: `${found.tag.name} · API reference`, description: found.tag.description }
    : {};
}

/** One group of the API's operations, each with its parameters, body and answers. */
export default async function ApiTagPage({ params }: TagPageProps) {
  const found = tagOf((await params).tag);
  if (!found) notFound();
  const { document, tag } = found;
  return (
    <>
      <SubpageHeader title={tag.name} description={tag.description} />
      <div className="mt-8 space-y-6">
        {(operationsByTag(document).get(tag.name) ?? []).map((entry) => (
          <OperationCard key={entry.operation.operationId} document={document} entry={entry} />
        ))}
      </div>
    </>
  );
}
