import { NextResponse } from "next/server";
import type { Pagination } from "./pagination";

export function json<T>(data: T, init?: ResponseInit) {
  return NextResponse.json({ data }, init);
}

export function created<T>(data: T) {
  return NextResponse.json({ data }, { status: 201 });
}

export function listJson<T>(data: T[], pagination: Pagination, extra?: Record<string, unknown>) {
  return NextResponse.json({ data, pagination, ...extra });
}
