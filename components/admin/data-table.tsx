import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/button-styles";

// The admin pages' tables: a scrolling frame, captioned tables, their cells, and pagers.

interface TableFrameProps {
  /** The id of the table's <caption>, which also names the scrollable region. */
  captionId: string;
  children: ReactNode;
}

/**
 * Wide tables scroll sideways inside this frame, never the page. The frame is a focusable,
 * named region so keyboard users can scroll it too.
 */
export function TableFrame({ captionId, children }: TableFrameProps) {
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="relative -mx-4 overflow-x-auto overscroll-x-contain px-4 focus-visible:outline-3 focus-visible:outline-gold-600 sm:mx-0 sm:px-0"
    >
      {children}
    </section>
  );
}

export interface Column {
  label: ReactNode;
  align?: "right";
}

/**
 * A data table in its scrolling frame: a caption (visually hidden, it names the table and its
 * frame), column headers, and the rows given as children.
 */
export function DataTable({
  id,
  caption,
  columns,
  children,
}: {
  id: string;
  caption: ReactNode;
  columns: Column[];
  children: ReactNode;
}) {
  return (
    <TableFrame captionId={id}>
      <table className={tableClass}>
        <caption id={id} className={captionClass}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list
                key={index}
                scope="col"
                className={column.align === "right" ? `${thClass} text-right` : thClass}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableFrame>
  );
}

export const tableClass = "w-full border-collapse text-left text-sm";
export const captionClass = "sr-only";
export const thClass =
  "border-b border-sand-200 bg-sand-50 px-3 py-2.5 text-xs font-semibold tracking-wide text-ink-600 uppercase first:rounded-tl-lg last:rounded-tr-lg";
export const tdClass = "border-b border-sand-100 px-3 py-3 align-top text-ink-900";

/** The row shown when a table has nothing to list. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-10 text-center text-ink-600">
        {children}
      </td>
    </tr>
  );
}

/** Previous / next links with "Page 2 of 5", for lists that share a page with another list. */
export function Pager({
  label,
  page,
  totalPages,
  hrefFor,
}: {
  label: string;
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={label}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={buttonClass("secondary", "small")}>
          <span aria-hidden="true">←</span> Newer
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span className="text-ink-600">
        Page {Math.min(page, totalPages)} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} rel="next" className={buttonClass("secondary", "small")}>
          Older <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
