// GET /uploads/{...path} – files of the local image store ($DATA_DIR/uploads), when
// CLOUDINARY_URL is unset. Their names are unique and never reused: cached for a year.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { NextRequest } from "next/server";
import { config } from "@/lib/platform/config";
import {
  UPLOAD_SEGMENT,
  uploadContentType,
  uploadsDirectory,
} from "@/lib/providers/local-image-storage";

const MAX_DEPTH = 8;

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

export async function GET(
  _request: NextRequest,
  context: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const { path: segments } = await context.params;
  if (
    !Array.isArray(segments) ||
    segments.length === 0 ||
    segments.length > MAX_DEPTH ||
    !segments.every((segment) => UPLOAD_SEGMENT.test(segment))
  ) {
    return notFound();
  }
  const contentType = uploadContentType(segments[segments.length - 1] ?? "");
  if (!contentType) return notFound();

  const root = uploadsDirectory(config().dataDir);
  const file = path.join(root, ...segments);
  if (!file.startsWith(`${root}${path.sep}`)) return notFound();
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) return notFound();
    size = info.size;
  } catch {
    return notFound();
  }

  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "content-type": contentType,
      "content-length": String(size),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}
