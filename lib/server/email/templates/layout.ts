// The HTML frame of every e-mail: table layout and inline styles, as mail clients need.
// Callers pass text; everything interpolated here is escaped.
import { escapeHtml } from "./format";

const FONT = "font-family:Helvetica,Arial,sans-serif;";
const INK = "#1f2937";
const MUTED = "#4b5563";
const ACCENT = "#9a3412";

export interface DetailRow {
  label: string;
  value: string;
  strong?: boolean;
}

export function heading(text: string): string {
  return `<h1 style="${FONT}margin:0 0 16px;font-size:22px;line-height:1.3;color:${INK};">${escapeHtml(text)}</h1>`;
}

export function subheading(text: string): string {
  return `<h2 style="${FONT}margin:24px 0 8px;font-size:16px;line-height:1.4;color:${INK};">${escapeHtml(text)}</h2>`;
}

export function paragraph(text: string): string {
  return `<p style="${FONT}margin:0 0 12px;font-size:15px;line-height:1.6;color:${INK};">${escapeHtml(text)}</p>`;
}

/** A two-column table of labelled values; row headers keep it readable to screen readers. */
export function detailsTable(caption: string, rows: DetailRow[]): string {
  const body = rows
    .map((row) => {
      const weight = row.strong ? "font-weight:bold;" : "font-weight:normal;";
      const border = row.strong ? "border-top:1px solid #d1d5db;" : "";
      return `<tr><th scope="row" style="${FONT}${weight}${border}padding:6px 12px 6px 0;text-align:left;font-size:14px;color:${MUTED};vertical-align:top;">${escapeHtml(row.label)}</th><td style="${FONT}${weight}${border}padding:6px 0;text-align:right;font-size:14px;color:${INK};">${escapeHtml(row.value)}</td></tr>`;
    })
    .join("");
  return `<table role="table" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 8px;"><caption style="${FONT}text-align:left;font-size:13px;color:${MUTED};padding:0 0 4px;">${escapeHtml(caption)}</caption><tbody>${body}</tbody></table>`;
}

export function button(label: string, href: string): string {
  return `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="${FONT}display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-size:15px;font-weight:bold;padding:12px 20px;border-radius:6px;">${escapeHtml(label)}</a></p>`;
}

/** The whole document. `preheader` is the preview line mail clients show beside the subject. */
export function emailDocument(options: { title: string; preheader: string; body: string }): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(options.title)}</title>`,
    "</head>",
    '<body style="margin:0;padding:0;background:#f5f1ea;">',
    `<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(options.preheader)}</div>`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f1ea;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">',
    `<tr><td style="${FONT}padding:20px 28px;border-bottom:1px solid #e5e7eb;font-size:18px;font-weight:bold;color:${ACCENT};">Akwaaba</td></tr>`,
    `<tr><td style="padding:24px 28px;">${options.body}</td></tr>`,
    `<tr><td style="${FONT}padding:16px 28px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:${MUTED};">Akwaaba: stays, activities and experiences in Ghana. All prices in Ghana cedis (GH₵).</td></tr>`,
    "</table>",
    "</td></tr>",
    "</table>",
    "</body>",
    "</html>",
  ].join("\n");
}
