import { DataTable, tdClass } from "@/components/admin/data-table";
import type { FieldRow, TypeLabel } from "./schema-fields";

/** Nested fields step right under their parent (literal classes, so Tailwind sees them). */
const INDENT = ["", "pl-4", "pl-8", "pl-12", "pl-16"];

export function TypeName({ type }: { type: TypeLabel }) {
  const code = <code className="font-mono text-xs text-ink-900">{type.text}</code>;
  return type.component ? (
    <a
      href={`/docs/api/schemas#schema-${type.component}`}
      className="rounded underline decoration-forest-300 underline-offset-2 hover:decoration-forest-700"
    >
      {code}
    </a>
  ) : (
    code
  );
}

/** Fields of a body, or parameters (with where each is sent), one row each. */
export function FieldTable({
  id,
  caption,
  rows,
}: {
  id: string;
  caption: string;
  rows: FieldRow[];
}) {
  const located = rows.some((row) => row.location);
  return (
    <DataTable
      id={id}
      caption={caption}
      columns={[
        { label: "Field" },
        ...(located ? [{ label: "In" }] : []),
        { label: "Type" },
        { label: "Required" },
        { label: "Notes" },
      ]}
    >
      {rows.map((row) => (
        <tr key={`${row.location ?? ""}:${row.name}`}>
          <td className={tdClass}>
            <code
              className={`block font-mono text-xs font-semibold break-all text-forest-900 ${INDENT[Math.min(row.depth, INDENT.length - 1)]}`}
            >
              {row.name}
            </code>
          </td>
          {located ? <td className={tdClass}>{row.location}</td> : null}
          <td className={tdClass}>
            <TypeName type={row.type} />
          </td>
          <td className={tdClass}>{row.required ? "Yes" : "No"}</td>
          <td className={`${tdClass} text-ink-700`}>
            {row.notes.length > 0 ? (
              <ul className="space-y-0.5">
                {row.notes.map((note) => (
                  <li key={note} className="break-words">
                    {note}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="sr-only">None</span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
