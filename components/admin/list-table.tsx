import { Pagination } from "@/components/catalog/pagination";
import { type Column, DataTable, type TableRow } from "./data-table";
import { pageCount, rangeText } from "./query";

interface ListTableProps {
  /** The caption's id, which also names the section. */
  id: string;
  /** What the rows are, for the caption: "Listings" → "Listings, filtered, newest first". */
  caption: string;
  /** One and many, for "Showing 1–20 of 95 listings". */
  noun: [string, string];
  columns: Column[];
  /** A table on a wide screen, cards on a phone. */
  rows: TableRow[];
  /** The page shown, and the filters in force, which every page link keeps. */
  list: {
    page: number;
    pageSize: number;
    total: number;
    params: Record<string, string>;
    anyFilter: boolean;
  };
  /** The list's path, its page navigation's name, and its page parameter ("page"). */
  pages: { path: string; label: string; param?: string };
  /** Said instead of rows: with filters, and without. */
  empty: { filtered: string; none: string };
  /** After the count, e.g. " for Villa Akwaaba". */
  countSuffix?: string;
}

/** A dashboard list: how many, the table of one page, newest first, and the page links. */
export function ListTable({
  id,
  caption,
  noun,
  columns,
  rows,
  list,
  pages,
  empty,
  countSuffix = "",
}: ListTableProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6"
    >
      <p className="mb-3 text-sm font-semibold text-ink-700" aria-live="polite">
        {rangeText(list.page, list.pageSize, list.total, noun)}
        {countSuffix}
      </p>
      <DataTable
        id={id}
        caption={`${caption}${list.anyFilter ? ", filtered" : ""}, newest first`}
        columns={columns}
        rows={rows}
        empty={list.anyFilter ? empty.filtered : empty.none}
      />
      <Pagination
        page={list.page}
        totalPages={pageCount(list.total, list.pageSize)}
        path={pages.path}
        params={list.params}
        label={pages.label}
        param={pages.param}
      />
    </section>
  );
}
