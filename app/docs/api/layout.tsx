import type { ReactNode } from "react";
import { ROUTE_FILES } from "@/app/api/route-files";
import { openApiDocument } from "@/lib/openapi/document";
import { ReferenceNav } from "./reference-nav";

/**
 * The API reference's pages: the endpoints' index beside each page. The page comes first, so a
 * phone shows its title and a screen reader reads it before the index of 96 links; on a wide
 * screen the index is the left column.
 */
export default function ApiReferenceLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[17rem_minmax(0,1fr)] lg:px-8">
      <div className="min-w-0 lg:col-start-2 lg:row-start-1">{children}</div>
      <ReferenceNav document={openApiDocument(ROUTE_FILES)} />
    </div>
  );
}
