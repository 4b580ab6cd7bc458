import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/button-styles";

// The admin pages' tables: a scrolling frame, captioned tables, their cells, and pagers. A table
// given its rows as data (`rows`) becomes a stack of cards on a phone, each value under its
// column's name; one given its rows as <tr> children stays a table that scrolls in its frame.

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
  /** The header, and on a phone the name written before each value of the column. */
  label: string;
  align?: "right";
  /** Classes of the column's cells (the first column's are the row headers). */
  className?: string;
}

/** One row given as data: its key and a cell per column, the first one the row's header. */
export interface TableRow {
  key: string;
  cells: ReactNode[];
  className?: string;
}

interface DataTableProps {
  id: string;
  caption: ReactNode;
  columns: Column[];
  /** The rows as data: a table on a wide screen, cards on a phone. */
  rows?: TableRow[];
  /** Said in the table when `rows` is empty. */
  empty?: ReactNode;
  /** The rows as <tr> elements instead: a table everywhere, scrolling in its frame. */
  children?: ReactNode;
}

/**
 * A data table in its scrolling frame: a caption (visually hidden, it names the table and its
 * frame), column headers, and the rows. Below the md breakpoint, rows given as data are cards:
 * the headers are read by screen readers only, and each value is written under its column's
 * name (CSS generated content, not read twice). The roles are written out because a table laid
 * out as blocks loses them in some browsers.
 */
export function DataTable({ id, caption, columns, rows, empty, children }: DataTableProps) {
  const cards = rows !== undefined;
  return (
    <TableFrame captionId={id}>
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards */}
      <table role="table" className={cards ? `${tableClass} ${cardTableClass}` : tableClass}>
        <caption id={id} className={captionClass}>
          {caption}
        </caption>
        <thead className={cards ? "max-md:sr-only" : undefined}>
          {/* biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards */}
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
                role="columnheader"
                className={column.align === "right" ? `${thClass} text-right` : thClass}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cards ? "max-md:grid max-md:gap-3" : undefined}>
          {rows === undefined ? (
            children
          ) : rows.length === 0 ? (
            <EmptyRow colSpan={columns.length} cards>
              {empty}
            </EmptyRow>
          ) : (
            rows.map((row) => <DataRow key={row.key} columns={columns} row={row} />)
          )}
        </tbody>
      </table>
    </TableFrame>
  );
}

const cardTableClass = "max-md:block";
const cardRowClass =
  "max-md:block max-md:rounded-xl max-md:border max-md:border-sand-200 max-md:bg-white max-md:p-3 max-md:shadow-sm";
const cardHeaderClass = "max-md:block max-md:border-0 max-md:p-0 max-md:pb-2 max-md:text-base";
// The name beside the value, or above it on the narrowest phones.
const cardCellClass =
  "max-md:grid max-md:grid-cols-1 max-md:min-[24rem]:grid-cols-[minmax(0,7rem)_minmax(0,1fr)] max-md:gap-x-3 max-md:gap-y-0.5 max-md:border-0 max-md:px-0 max-md:py-1.5 max-md:text-left max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-ink-600 max-md:before:uppercase max-md:before:content-[attr(data-label)_/_'']";

function DataRow({ columns, row }: { columns: Column[]; row: TableRow }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
    <tr role="row" className={`${cardRowClass} ${row.className ?? ""}`}>
      {row.cells.map((cell, index) => {
        const column = columns[index];
        const align = column?.align === "right" ? "text-right" : "";
        const classes = `${tdClass} ${align} ${column?.className ?? ""}`;
        return index === 0 ? (
          <th
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
            key={index}
            scope="row"
            // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
            role="rowheader"
            className={`${classes} ${cardHeaderClass}`}
          >
            {cell}
          </th>
        ) : (
          <td
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
            key={index}
            // biome-ignore lint/a11y/noRedundantRoles: kept when the table is laid out as cards
            role="cell"
            data-label={column?.label}
            className={`${classes} ${cardCellClass}`}
          >
            <div className="min-w-0">{cell}</div>
          </td>
        );
      })}
    </tr>
  );
}

export const tableClass = "w-full border-collapse text-left text-sm";
export const captionClass = "sr-only";
export const thClass =
  "border-b border-sand-200 bg-sand-50 px-3 py-2.5 text-xs font-semibold tracking-wide text-ink-600 uppercase first:rounded-tl-lg last:rounded-tr-lg";
export const tdClass = "border-b border-sand-100 px-3 py-3 align-top text-ink-900";

/** The row shown when a table has nothing to list. */
export function EmptyRow({
  colSpan,
  cards = false,
  children,
}: {
  colSpan: number;
  /** In a table whose rows are cards on a phone. */
  cards?: boolean;
  children: ReactNode;
}) {
  return (
    <tr className={cards ? "max-md:block" : undefined}>
      <td
        colSpan={colSpan}
        className={`px-3 py-10 text-center text-ink-600 ${cards ? "max-md:block" : ""}`}
      >
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
        <Link href={hrefFor(page - 1)} rel="prev" className={buttonClass("secondary")}>
          <span aria-hidden="true">←</span> Newer
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span className="text-ink-600">
        Page {Math.min(page, totalPages)} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} rel="next" className={buttonClass("secondary")}>
          Older <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
