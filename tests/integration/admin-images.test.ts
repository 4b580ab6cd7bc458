import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DELETE as deleteImageRoute,
  PATCH as patchImageRoute,
} from "@/app/api/admin/listings/[id]/images/[imageId]/route";
import { PUT as reorderRoute } from "@/app/api/admin/listings/[id]/images/order/route";
import {
  GET as listImagesRoute,
  POST as uploadRoute,
} from "@/app/api/admin/listings/[id]/images/route";
import { GET as uploadsRoute } from "@/app/uploads/[...path]/route";
import { auditLog, listingImages, listings } from "@/db/schema";
import type { ImageType } from "@/lib/image-type";
import { config, resetConfigForTests } from "@/lib/platform/config";
import {
  CloudinaryImageStorage,
  ImageStorageError,
  parseCloudinaryUrl,
  signCloudinaryParams,
} from "@/lib/providers/cloudinary";
import { type ImageStorage, imageStorage } from "@/lib/providers/image-storage";
import { uploadListingImages } from "@/lib/server/admin/images/upload-images";
import { setupTestDatabase } from "../helpers/database";
import { createListing, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { type CloudinaryStub, startCloudinaryStub } from "../stubs/cloudinary-stub";

const { db } = setupTestDatabase();

// --- sample files: the smallest headers each format is recognised by, then some padding ----

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? ascii(part) : part)));
const padding = (seed: number) =>
  Array.from({ length: 64 }, (_, index) => (index * 7 + seed) & 0xff);

const SAMPLES: Record<ImageType, Uint8Array<ArrayBuffer>> = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0], padding(1)),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR", padding(2)),
  webp: bytes("RIFF", [0x50, 0, 0, 0], "WEBP", "VP8 ", [0x40, 0, 0, 0], padding(3)),
  avif: bytes([0, 0, 0, 0x1c], "ftyp", "avif", [0, 0, 0, 0], "avif", "mif1", "miaf", padding(4)),
};
const EXTENSION: Record<ImageType, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  avif: "avif",
};
const CONTENT_TYPE: Record<ImageType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

const imageFile = (type: ImageType, name = `photo.${EXTENSION[type]}`) =>
  new File([SAMPLES[type]], name, { type: CONTENT_TYPE[type] });

// --- calling the routes -------------------------------------------------------------------

interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON response shapes
  body: any;
}

async function decode(response: Response): Promise<Answer> {
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : undefined,
  };
}

/** POSTs a multipart body (the `call` helper only sends strings and JSON). */
async function upload(
  listingId: string,
  options: {
    token?: string;
    files?: File[];
    form?: FormData;
    body?: BodyInit;
    headers?: Record<string, string>;
    field?: string;
  },
): Promise<Answer> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined = options.body;
  if (body === undefined) {
    const form = options.form ?? new FormData();
    for (const file of options.files ?? []) form.append(options.field ?? "files[]", file);
    body = form;
  }
  const request = new NextRequest(`http://localhost:3000/api/admin/listings/${listingId}/images`, {
    method: "POST",
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
  return decode(await uploadRoute(request, { params: Promise.resolve({ id: listingId }) }));
}

const listImages = (listingId: string, token?: string) =>
  call(listImagesRoute, { token, params: { id: listingId } });

const patchImage = (listingId: string, imageId: string, body: unknown, token?: string) =>
  call(patchImageRoute, {
    method: "PATCH",
    token,
    body,
    params: { id: listingId, imageId },
  });

const deleteImage = (listingId: string, imageId: string, token?: string) =>
  call(deleteImageRoute, { method: "DELETE", token, params: { id: listingId, imageId } });

const reorder = (listingId: string, body: unknown, token?: string) =>
  call(reorderRoute, { method: "PUT", token, body, params: { id: listingId } });

async function serve(
  segments: string[],
): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const response = await uploadsRoute(
    new NextRequest(`http://localhost:3000/uploads/${segments.join("/")}`),
    { params: Promise.resolve({ path: segments }) },
  );
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

// --- data ---------------------------------------------------------------------------------

let admin: { id: string; token: string };
let guest: { token: string };

beforeAll(async () => {
  admin = await createUser(db(), { role: "ADMIN" });
  guest = await createUser(db(), { role: "USER" });
});

/** A listing without any image (the factory adds two). */
async function bareListing(overrides: Parameters<typeof createListing>[1] = {}) {
  const listing = await createListing(db(), overrides);
  await db().delete(listingImages).where(eq(listingImages.listingId, listing.id));
  return listing;
}

async function storedImages(listingId: string) {
  return db()
    .select()
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(asc(listingImages.order));
}

async function auditRows(action: string, entityId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

const uploadsRoot = () => path.join(config().dataDir, "uploads");
const listingDirectory = (listingId: string) => path.join(uploadsRoot(), "listings", listingId);
const filesOf = (listingId: string) =>
  existsSync(listingDirectory(listingId)) ? readdirSync(listingDirectory(listingId)) : [];
/** `/uploads/listings/<id>/<file>` of an absolute URL, as path segments. */
const segmentsOf = (url: string) => new URL(url).pathname.split("/").slice(2);

// --- local storage ------------------------------------------------------------------------

describe("POST /api/admin/listings/{id}/images (local storage)", () => {
  it("stores JPEG, PNG, WebP and AVIF files; the first image of the listing is primary", async () => {
    const listing = await bareListing();
    const types: ImageType[] = ["jpeg", "png", "webp", "avif"];
    const { status, body } = await upload(listing.id, {
      token: admin.token,
      files: types.map((type) => imageFile(type)),
    });
    expect(status).toBe(201);
    expect(body.data).toHaveLength(4);
    body.data.forEach((image: Record<string, unknown>, index: number) => {
      const type = types[index] as ImageType;
      expect(image).toEqual({
        id: expect.any(String),
        url: expect.stringMatching(
          new RegExp(
            `^http://localhost:3000/uploads/listings/${listing.id}/[a-z0-9]+\\.${EXTENSION[type]}$`,
          ),
        ),
        publicId: expect.stringMatching(
          new RegExp(`^listings/${listing.id}/[a-z0-9]+\\.${EXTENSION[type]}$`),
        ),
        alt: "",
        isPrimary: index === 0,
        order: index,
      });
      const [, , file] = segmentsOf(image.url as string);
      expect(readFileSync(path.join(listingDirectory(listing.id), file as string))).toEqual(
        Buffer.from(SAMPLES[type]),
      );
    });

    const rows = await storedImages(listing.id);
    expect(rows.map((row) => [row.id, row.order, row.isPrimary])).toEqual(
      body.data.map((image: { id: string; order: number; isPrimary: boolean }) => [
        image.id,
        image.order,
        image.isPrimary,
      ]),
    );
    expect(rows[0]?.url).toMatch(/^\/uploads\/listings\//);
    for (const image of body.data) {
      const [entry] = await auditRows("listing_image.upload", image.id);
      expect(entry).toMatchObject({
        actorId: admin.id,
        entityType: "listing_image",
        before: null,
        after: expect.objectContaining({ id: image.id, publicId: image.publicId }),
      });
    }

    const listed = await listImages(listing.id, admin.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ data: body.data });
  });

  it("stores a tiny placeholder of each image it can decode, none for one it cannot", async () => {
    const listing = await bareListing();
    const red = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 30, b: 20 } },
    })
      .jpeg()
      .toBuffer();
    const photo = new File([new Uint8Array(red)], "red.jpg", { type: "image/jpeg" });
    const { status } = await upload(listing.id, {
      token: admin.token,
      files: [photo, imageFile("png")],
    });
    expect(status).toBe(201);
    const [decoded, undecodable] = await storedImages(listing.id);
    expect(undecodable?.placeholder).toBeNull();
    const placeholder = decoded?.placeholder ?? "";
    expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(placeholder.length).toBeLessThan(600);
    const tiny = sharp(Buffer.from(placeholder.split(",")[1] ?? "", "base64"));
    expect(await tiny.metadata()).toMatchObject({ width: 16, height: 12 });
    const { channels } = await tiny.stats();
    expect(channels[0]?.mean).toBeGreaterThan(150);
    expect(channels[1]?.mean).toBeLessThan(80);
  });

  it("accepts the field name `files` as well as `files[]`", async () => {
    const listing = await bareListing();
    const { status, body } = await upload(listing.id, {
      token: admin.token,
      files: [imageFile("png")],
      field: "files",
    });
    expect(status).toBe(201);
    expect(body.data).toHaveLength(1);
  });

  it("continues the order after the listing's last image, keeps its primary, in any status", async () => {
    const listing = await createListing(db(), { status: "DRAFT" });
    const before = await storedImages(listing.id);
    const { status, body } = await upload(listing.id, {
      token: admin.token,
      files: [imageFile("jpeg"), imageFile("webp")],
    });
    expect(status).toBe(201);
    expect(body.data.map((image: { order: number }) => image.order)).toEqual([2, 3]);
    expect(body.data.every((image: { isPrimary: boolean }) => !image.isPrimary)).toBe(true);
    const after = await storedImages(listing.id);
    expect(after.filter((row) => row.isPrimary).map((row) => row.id)).toEqual([before[0]?.id]);
    expect(after.map((row) => row.order)).toEqual([0, 1, 2, 3]);

    const second = await upload(listing.id, { token: admin.token, files: [imageFile("png")] });
    expect(second.body.data[0].order).toBe(4);
  });

  it("serves an uploaded file with its type and year-long immutable caching", async () => {
    const listing = await bareListing();
    const { body } = await upload(listing.id, { token: admin.token, files: [imageFile("png")] });
    const served = await serve(segmentsOf(body.data[0].url));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-length")).toBe(String(SAMPLES.png.byteLength));
    expect(served.bytes).toEqual(SAMPLES.png);
  });

  it("serves nothing outside the uploaded files", async () => {
    const listing = await bareListing();
    const { body } = await upload(listing.id, { token: admin.token, files: [imageFile("jpeg")] });
    const [, , file] = segmentsOf(body.data[0].url) as string[];
    for (const segments of [
      ["listings", listing.id, "missing.jpg"],
      ["listings", listing.id],
      ["listings", "..", "..", "auth-secret"],
      ["..", "auth-secret"],
      ["listings", listing.id, "..", listing.id, file as string],
      ["listings", listing.id, ".hidden.jpg"],
      ["listings", listing.id, "photo.JPG"],
      ["listings", listing.id, "photo.tar.gz"],
      ["listings", listing.id, "photo one.jpg"],
      ["listings%2F..", "x.jpg"],
      ["pglite", "PG_VERSION"],
      [],
    ]) {
      expect((await serve(segments)).status, segments.join("/")).toBe(404);
    }
  });

  it("refuses a file that is not an image by its bytes, whatever its name", async () => {
    const listing = await bareListing();
    const html = new File(["<!DOCTYPE html><html><script>alert(1)</script></html>"], "photo.jpg", {
      type: "image/jpeg",
    });
    const { status, body } = await upload(listing.id, {
      token: admin.token,
      files: [imageFile("jpeg"), html],
    });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { field: "files.1", constraint: "image_type" },
    });
    const gif = new File([bytes("GIF89a", [1, 0, 1, 0])], "a.gif", {
      type: "image/gif",
    });
    const refused = await upload(listing.id, { token: admin.token, files: [gif] });
    expect(refused.body.error.details).toMatchObject({
      field: "files.0",
      constraint: "image_type",
    });
    expect(await storedImages(listing.id)).toEqual([]);
    expect(filesOf(listing.id)).toEqual([]);
  });

  it("takes 1 to 10 files", async () => {
    const listing = await bareListing();
    const eleven = await upload(listing.id, {
      token: admin.token,
      files: Array.from({ length: 11 }, () => imageFile("jpeg")),
    });
    expect(eleven.status).toBe(400);
    expect(eleven.body.error.details).toMatchObject({ field: "files", constraint: "count" });

    const none = await upload(listing.id, { token: admin.token, files: [] });
    expect(none.status).toBe(400);
    expect(none.body.error.details).toMatchObject({ field: "files", constraint: "count" });

    const ten = await upload(listing.id, {
      token: admin.token,
      files: Array.from({ length: 10 }, () => imageFile("webp")),
    });
    expect(ten.status).toBe(201);
    expect(ten.body.data.map((image: { order: number }) => image.order)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it("refuses a text field where files are expected", async () => {
    const listing = await bareListing();
    const form = new FormData();
    form.append("files[]", "not a file");
    const { status, body } = await upload(listing.id, { token: admin.token, form });
    expect(status).toBe(400);
    expect(body.error.details).toMatchObject({ field: "files", constraint: "type" });
  });

  it("takes files of at most 10 MB", async () => {
    const listing = await bareListing();
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(SAMPLES.jpeg);
    const exact = new Uint8Array(10 * 1024 * 1024);
    exact.set(SAMPLES.jpeg);
    const { status, body } = await upload(listing.id, {
      token: admin.token,
      files: [new File([exact], "exact.jpg"), new File([big], "big.jpg")],
    });
    expect(status).toBe(400);
    expect(body.error.details).toMatchObject({ field: "files.1", constraint: "max_size" });

    const fits = await upload(listing.id, {
      token: admin.token,
      files: [new File([exact], "exact.jpg")],
    });
    expect(fits.status).toBe(201);
  });

  it("answers 415 to anything but multipart/form-data", async () => {
    const listing = await bareListing();
    for (const [contentType, body] of [
      ["application/json", JSON.stringify({ files: [] })],
      ["text/plain", "hello"],
      ["application/x-www-form-urlencoded", "files=a"],
    ] as const) {
      const answer = await upload(listing.id, {
        token: admin.token,
        body,
        headers: { "content-type": contentType },
      });
      expect(answer.status, contentType).toBe(415);
      expect(answer.body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
    const noType = await upload(listing.id, { token: admin.token, body: "x" });
    expect(noType.status).toBe(415);
  });

  it("answers 400 to a multipart body that cannot be parsed", async () => {
    const listing = await bareListing();
    const { status, body } = await upload(listing.id, {
      token: admin.token,
      body: "this is not multipart",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
    });
    expect(status).toBe(400);
    expect(body.error.details).toMatchObject({ field: "body", constraint: "multipart" });
  });

  it("answers 413 to a body above 10 files of 10 MB plus 1 MB", async () => {
    const listing = await bareListing();
    const declared = await upload(listing.id, {
      token: admin.token,
      body: "--abc--",
      headers: {
        "content-type": "multipart/form-data; boundary=abc",
        "content-length": String(101 * 1024 * 1024 + 1),
      },
    });
    expect(declared.status).toBe(413);
    expect(declared.body.error.code).toBe("PAYLOAD_TOO_LARGE");

    // No Content-Length: the body is cut off while it streams in, long before its end.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 200) controller.close();
        else {
          sent++;
          controller.enqueue(chunk);
        }
      },
    });
    const streamed = await upload(listing.id, {
      token: admin.token,
      body: stream,
      headers: { "content-type": "multipart/form-data; boundary=abc" },
    });
    expect(streamed.status).toBe(413);
    expect(sent).toBeGreaterThan(101);
    expect(sent).toBeLessThan(110);
  });

  it("answers 404 for an unknown listing, 400 for a malformed id", async () => {
    const unknown = await upload("nosuchlisting0000000000", {
      token: admin.token,
      files: [imageFile("jpeg")],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("NOT_FOUND");
    expect(existsSync(listingDirectory("nosuchlisting0000000000"))).toBe(false);

    const malformed = await upload("../etc", { token: admin.token, files: [imageFile("jpeg")] });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details.field).toBe("id");
  });

  it("is for administrators: 401 without a credential, 403 for a user", async () => {
    const listing = await createListing(db());
    const [image] = await storedImages(listing.id);
    const imageId = image?.id as string;
    const attempts = (token?: string) => [
      upload(listing.id, { token, files: [imageFile("jpeg")] }),
      listImages(listing.id, token),
      patchImage(listing.id, imageId, { alt: "x" }, token),
      reorder(listing.id, { imageIds: [] }, token),
      deleteImage(listing.id, imageId, token),
    ];
    for (const answer of await Promise.all(attempts())) {
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe("UNAUTHORIZED");
    }
    for (const answer of await Promise.all(attempts(guest.token))) {
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe("FORBIDDEN");
    }
    expect((await storedImages(listing.id)).length).toBe(2);
    const malformed = await upload("../etc", { files: [imageFile("jpeg")] });
    expect(malformed.status, "credentials are checked before the path").toBe(401);
  });
});

describe("stored files are removed when the upload fails after storing", () => {
  function localStorage(): ImageStorage {
    return imageStorage();
  }

  it("removes them when the listing disappears before the rows are written", async () => {
    const listing = await bareListing();
    const local = localStorage();
    const storage: ImageStorage = {
      name: "local",
      async store(input) {
        const stored = await local.store(input);
        await db().delete(listings).where(eq(listings.id, listing.id));
        return stored;
      },
      remove: (publicId) => local.remove(publicId),
    };
    await expect(
      uploadListingImages(db(), {
        storage,
        actorId: admin.id,
        listingId: listing.id,
        files: [imageFile("jpeg"), imageFile("png")],
        appUrl: config().appUrl,
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(filesOf(listing.id)).toEqual([]);
  });

  it("removes the stored ones and answers 503 when the store fails on one file", async () => {
    const listing = await bareListing();
    const local = localStorage();
    let calls = 0;
    const storage: ImageStorage = {
      name: "local",
      async store(input) {
        calls++;
        if (calls === 2) throw new ImageStorageError("timeout", "no answer");
        return local.store(input);
      },
      remove: (publicId) => local.remove(publicId),
    };
    await expect(
      uploadListingImages(db(), {
        storage,
        actorId: admin.id,
        listingId: listing.id,
        files: [imageFile("jpeg"), imageFile("png"), imageFile("webp")],
        appUrl: config().appUrl,
      }),
    ).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(filesOf(listing.id)).toEqual([]);
    expect(await storedImages(listing.id)).toEqual([]);
  });
});

describe("PATCH /api/admin/listings/{id}/images/{imageId}", () => {
  it("changes the alt text", async () => {
    const listing = await createListing(db());
    const [first] = await storedImages(listing.id);
    const id = first?.id as string;
    const { status, body } = await patchImage(
      listing.id,
      id,
      { alt: "  Pool at sunset  " },
      admin.token,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, alt: "Pool at sunset", isPrimary: true, order: 0 });
    expect(body.data.url).toMatch(/^http:\/\/localhost:3000\//);
    const [entry] = await auditRows("listing_image.update", id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      entityType: "listing_image",
      before: expect.objectContaining({ alt: "Front" }),
      after: expect.objectContaining({ alt: "Pool at sunset" }),
    });
  });

  it("makes an image primary and the previous primary not", async () => {
    const listing = await createListing(db());
    const [first, second] = await storedImages(listing.id);
    const { status, body } = await patchImage(
      listing.id,
      second?.id as string,
      { isPrimary: true },
      admin.token,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: second?.id, isPrimary: true, order: 1 });
    const rows = await storedImages(listing.id);
    expect(rows.map((row) => [row.id, row.isPrimary])).toEqual([
      [first?.id, false],
      [second?.id, true],
    ]);
    const [entry] = await auditRows("listing_image.update", second?.id as string);
    expect(entry?.after).toMatchObject({ isPrimary: true, previousPrimaryId: first?.id });

    const again = await patchImage(
      listing.id,
      second?.id as string,
      { isPrimary: true },
      admin.token,
    );
    expect(again.status).toBe(200);
    expect((await storedImages(listing.id)).filter((row) => row.isPrimary)).toHaveLength(1);
  });

  it("refuses to leave the listing without a primary image", async () => {
    const listing = await createListing(db());
    const [first, second] = await storedImages(listing.id);
    const refused = await patchImage(
      listing.id,
      first?.id as string,
      { isPrimary: false },
      admin.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toMatchObject({
      field: "isPrimary",
      constraint: "primary_required",
    });
    const harmless = await patchImage(
      listing.id,
      second?.id as string,
      { isPrimary: false },
      admin.token,
    );
    expect(harmless.status).toBe(200);
    expect((await storedImages(listing.id)).map((row) => row.isPrimary)).toEqual([true, false]);
  });

  it("validates the body strictly and finds images only in their own listing", async () => {
    const listing = await createListing(db());
    const other = await createListing(db());
    const [image] = await storedImages(listing.id);
    const [foreign] = await storedImages(other.id);
    const id = image?.id as string;
    const cases: Array<[unknown, string, string]> = [
      [{}, "body", "empty"],
      [{ alt: "x", order: 3 }, "order", "unknown_field"],
      [{ isPrimary: "yes" }, "isPrimary", "type"],
      [{ alt: "x".repeat(301) }, "alt", "max"],
    ];
    for (const [body, field, constraint] of cases) {
      const answer = await patchImage(listing.id, id, body, admin.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.details).toMatchObject({ field, constraint });
    }
    const wrongListing = await patchImage(
      listing.id,
      foreign?.id as string,
      { alt: "x" },
      admin.token,
    );
    expect(wrongListing.status).toBe(404);
    const unknownListing = await patchImage("nosuchlisting", id, { alt: "x" }, admin.token);
    expect(unknownListing.status).toBe(404);
  });
});

describe("PUT /api/admin/listings/{id}/images/order", () => {
  it("sets orders 0..n-1 in the given order and keeps the primary", async () => {
    const listing = await createListing(db());
    await upload(listing.id, { token: admin.token, files: [imageFile("jpeg"), imageFile("png")] });
    const before = await storedImages(listing.id);
    const reversed = before.map((row) => row.id).reverse();
    const { status, body } = await reorder(listing.id, { imageIds: reversed }, admin.token);
    expect(status).toBe(200);
    expect(
      body.data.map((image: { id: string; order: number }) => [image.id, image.order]),
    ).toEqual(reversed.map((id, index) => [id, index]));
    const after = await storedImages(listing.id);
    expect(after.map((row) => row.id)).toEqual(reversed);
    expect(after.filter((row) => row.isPrimary).map((row) => row.id)).toEqual([before[0]?.id]);
    const [entry] = await auditRows("listing_image.reorder", listing.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      entityType: "listing",
      before: { imageIds: before.map((row) => row.id) },
      after: { imageIds: reversed },
    });
  });

  it("refuses anything but exactly the listing's image ids", async () => {
    const listing = await createListing(db());
    const other = await createListing(db());
    const ids = (await storedImages(listing.id)).map((row) => row.id);
    const [foreign] = (await storedImages(other.id)).map((row) => row.id);
    const cases: Array<[unknown, string, string]> = [
      [{ imageIds: [ids[0]] }, "imageIds", "exact_set"],
      [{ imageIds: [...ids, foreign] }, "imageIds", "exact_set"],
      [{ imageIds: [ids[0], foreign] }, "imageIds", "exact_set"],
      [{ imageIds: [ids[0], ids[0]] }, "imageIds", "unique"],
      [{ imageIds: [] }, "imageIds", "exact_set"],
      [{}, "imageIds", "required"],
      [{ imageIds: ids, extra: true }, "extra", "unknown_field"],
    ];
    for (const [body, field, constraint] of cases) {
      const answer = await reorder(listing.id, body, admin.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.details).toMatchObject({ field, constraint });
    }
    expect((await storedImages(listing.id)).map((row) => row.id)).toEqual(ids);
    expect((await reorder("nosuchlisting", { imageIds: ids }, admin.token)).status).toBe(404);
  });
});

describe("DELETE /api/admin/listings/{id}/images/{imageId}", () => {
  it("renumbers the rest, promotes the new first image, removes the file", async () => {
    const listing = await bareListing();
    const { body } = await upload(listing.id, {
      token: admin.token,
      files: [imageFile("jpeg"), imageFile("png"), imageFile("webp")],
    });
    const [first, second, third] = body.data;
    const deleted = await deleteImage(listing.id, first.id, admin.token);
    expect(deleted.status).toBe(200);
    expect(
      deleted.body.data.map((image: { id: string; order: number; isPrimary: boolean }) => [
        image.id,
        image.order,
        image.isPrimary,
      ]),
    ).toEqual([
      [second.id, 0, true],
      [third.id, 1, false],
    ]);
    expect((await serve(segmentsOf(first.url))).status).toBe(404);
    expect(filesOf(listing.id)).toHaveLength(2);
    const [entry] = await auditRows("listing_image.delete", first.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      entityType: "listing_image",
      before: expect.objectContaining({ id: first.id, isPrimary: true }),
      after: null,
    });

    const again = await deleteImage(listing.id, first.id, admin.token);
    expect(again.status).toBe(404);
  });

  it("keeps the primary when another image goes, and empties cleanly", async () => {
    const listing = await bareListing();
    const { body } = await upload(listing.id, {
      token: admin.token,
      files: [imageFile("jpeg"), imageFile("png"), imageFile("avif")],
    });
    const [first, second, third] = body.data;
    const middle = await deleteImage(listing.id, second.id, admin.token);
    expect(
      middle.body.data.map((image: { id: string; order: number; isPrimary: boolean }) => [
        image.id,
        image.order,
        image.isPrimary,
      ]),
    ).toEqual([
      [first.id, 0, true],
      [third.id, 1, false],
    ]);
    await deleteImage(listing.id, first.id, admin.token);
    const last = await deleteImage(listing.id, third.id, admin.token);
    expect(last.body.data).toEqual([]);
    expect(filesOf(listing.id)).toEqual([]);

    const fresh = await upload(listing.id, { token: admin.token, files: [imageFile("png")] });
    expect(fresh.body.data[0]).toMatchObject({ order: 0, isPrimary: true });
  });

  it("deletes images whose file is not in the store (seed images) without touching files", async () => {
    const listing = await createListing(db());
    const [image] = await storedImages(listing.id);
    const { status, body } = await deleteImage(listing.id, image?.id as string, admin.token);
    expect(status).toBe(200);
    expect(body.data).toEqual([expect.objectContaining({ order: 0, isPrimary: true })]);
  });
});

// --- Cloudinary ---------------------------------------------------------------------------

describe("Cloudinary client", () => {
  it("signs exactly as Cloudinary documents", () => {
    const params = {
      eager: "w_400,h_300,c_pad|w_260,h_200,c_crop",
      public_id: "sample_image",
      timestamp: "1315060510",
    };
    expect(signCloudinaryParams(params, "abcd")).toBe("bfd09f95f331f558cbd1320e67aa8d488770583e");
    expect(
      signCloudinaryParams(
        { ...params, api_key: "1234", file: "x", resource_type: "image", cloud_name: "demo" },
        "abcd",
      ),
    ).toBe("bfd09f95f331f558cbd1320e67aa8d488770583e");
  });

  it("parses CLOUDINARY_URL and never echoes a bad one", () => {
    expect(parseCloudinaryUrl("cloudinary://123456:s3cr%2Ft@my-cloud")).toEqual({
      apiKey: "123456",
      apiSecret: "s3cr/t",
      cloudName: "my-cloud",
    });
    for (const bad of [
      "https://123:hush-hush@cloud",
      "cloudinary://hush-hush@cloud",
      "cloudinary://:hush-hush@c",
      "cloudinary://123:hush-hush@",
    ]) {
      expect(() => parseCloudinaryUrl(bad)).toThrow(/^CLOUDINARY_URL must look like/);
      try {
        parseCloudinaryUrl(bad);
      } catch (error) {
        expect(String(error)).not.toContain("hush-hush");
      }
    }
  });

  it("gives up after its timeout", async () => {
    const stub = await startCloudinaryStub();
    try {
      const storage = new CloudinaryImageStorage({
        ...parseCloudinaryUrl(stub.cloudinaryUrl),
        baseUrl: stub.url,
        uploadTimeoutMs: 200,
      });
      stub.failNext(1, "hang");
      const failure = storage.store({ listingId: "abc", bytes: SAMPLES.jpeg, type: "jpeg" });
      await expect(failure).rejects.toBeInstanceOf(ImageStorageError);
      await expect(failure).rejects.toMatchObject({ kind: "timeout" });
    } finally {
      await stub.close();
    }
  });
});

describe("images in Cloudinary mode", () => {
  let stub: CloudinaryStub;
  const saved = {
    url: process.env.CLOUDINARY_URL,
    base: process.env.CLOUDINARY_API_BASE_URL,
  };

  beforeAll(async () => {
    stub = await startCloudinaryStub();
    process.env.CLOUDINARY_URL = stub.cloudinaryUrl;
    process.env.CLOUDINARY_API_BASE_URL = stub.url;
    resetConfigForTests();
  });

  afterAll(async () => {
    await stub.close();
    for (const [name, value] of [
      ["CLOUDINARY_URL", saved.url],
      ["CLOUDINARY_API_BASE_URL", saved.base],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfigForTests();
  });

  it("uploads with a signed request and keeps the secure URL", async () => {
    const listing = await bareListing();
    const startedAt = Math.floor(Date.now() / 1000);
    const { status, body } = await upload(listing.id, {
      token: admin.token,
      files: [imageFile("jpeg"), imageFile("avif")],
    });
    expect(status).toBe(201);
    expect(stub.uploads).toHaveLength(2);
    for (const [index, type] of (["jpeg", "avif"] as const).entries()) {
      const image = body.data[index];
      const sent = stub.uploads.find((candidate) => candidate.publicId === image.publicId);
      expect(sent, type).toBeDefined();
      expect(image).toEqual({
        id: expect.any(String),
        url: `https://res.cloudinary.example/${image.publicId}.jpg`,
        publicId: expect.stringMatching(new RegExp(`^akwaaba/listings/${listing.id}/`)),
        alt: "",
        isPrimary: index === 0,
        order: index,
      });
      expect(Object.keys(sent?.fields ?? {}).sort()).toEqual([
        "api_key",
        "folder",
        "signature",
        "timestamp",
      ]);
      expect(sent?.fields).toMatchObject({
        api_key: stub.apiKey,
        folder: `akwaaba/listings/${listing.id}`,
        signature: expect.stringMatching(/^[0-9a-f]{40}$/),
      });
      expect(Math.abs(Number(sent?.fields.timestamp) - startedAt)).toBeLessThanOrEqual(5);
      expect(sent?.file.type).toBe(CONTENT_TYPE[type]);
      expect(sent?.file.bytes).toEqual(SAMPLES[type]);
    }
    const requests = stub.requests.filter((request) => request.path.endsWith("/image/upload"));
    expect(requests.every((request) => request.signatureValid)).toBe(true);
    expect(requests[0]?.path).toBe(`/v1_1/${stub.cloudName}/image/upload`);
    expect(requests[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(filesOf(listing.id)).toEqual([]);
    expect((await storedImages(listing.id)).map((row) => row.url)).toEqual(
      body.data.map((image: { url: string }) => image.url),
    );
  });

  it("destroys the asset when its image is deleted", async () => {
    const listing = await bareListing();
    const { body } = await upload(listing.id, {
      token: admin.token,
      files: [imageFile("png"), imageFile("webp")],
    });
    const [first, second] = body.data;
    const { status, body: after } = await deleteImage(listing.id, first.id, admin.token);
    expect(status).toBe(200);
    expect(after.data).toEqual([
      expect.objectContaining({ id: second.id, order: 0, isPrimary: true }),
    ]);
    expect(stub.destroyed).toContain(first.publicId);
    expect(stub.assets.has(first.publicId)).toBe(false);
    const destroy = stub.requests.findLast((request) => request.path.endsWith("/image/destroy"));
    expect(destroy?.signatureValid).toBe(true);
    expect(destroy?.fields).toMatchObject({
      public_id: first.publicId,
      invalidate: "true",
      api_key: stub.apiKey,
    });
  });

  it("leaves assets outside the app's folder alone", async () => {
    const listing = await createListing(db());
    const [image] = await storedImages(listing.id);
    const before = stub.requests.length;
    expect((await deleteImage(listing.id, image?.id as string, admin.token)).status).toBe(200);
    expect(stub.requests.length).toBe(before);
  });

  it("answers 503 and stores nothing when Cloudinary fails", async () => {
    const listing = await bareListing();
    stub.failNext(1);
    const { status, body } = await upload(listing.id, {
      token: admin.token,
      files: [imageFile("jpeg"), imageFile("png")],
    });
    expect(status).toBe(503);
    expect(body.error.code).toBe("SERVICE_UNAVAILABLE");
    expect(await storedImages(listing.id)).toEqual([]);
    expect(
      [...stub.assets].filter((publicId) => publicId.includes(listing.id)),
      "the upload that succeeded was destroyed again",
    ).toEqual([]);
  });

  it("is refused by Cloudinary with the wrong secret (503, nothing stored)", async () => {
    const listing = await bareListing();
    process.env.CLOUDINARY_URL = `cloudinary://${stub.apiKey}:wrong-secret@${stub.cloudName}`;
    resetConfigForTests();
    try {
      const { status } = await upload(listing.id, {
        token: admin.token,
        files: [imageFile("jpeg")],
      });
      expect(status).toBe(503);
      expect(stub.requests.at(-1)?.signatureValid).toBe(false);
      expect(await storedImages(listing.id)).toEqual([]);
    } finally {
      process.env.CLOUDINARY_URL = stub.cloudinaryUrl;
      resetConfigForTests();
    }
  });
});
