// A local stand-in for api.cloudinary.com's signed Upload API: image upload and destroy.
// It checks the api_key and the signature with the known secret (401 otherwise, as
// Cloudinary does), keeps the uploaded bytes, and answers with Cloudinary's shapes. It keeps
// the raw body (the generic stub server decodes bodies as text, which would mangle files).
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface CloudinaryRequest {
  method: string;
  path: string;
  contentType: string;
  /** Every text field of the form. */
  fields: Record<string, string>;
  signatureValid: boolean;
}

export interface CloudinaryUpload {
  publicId: string;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Uint8Array };
}

export type CloudinaryReply = { status: number; body: unknown } | "hang";

export interface CloudinaryStub {
  url: string;
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** The CLOUDINARY_URL naming this account. */
  cloudinaryUrl: string;
  requests: CloudinaryRequest[];
  uploads: CloudinaryUpload[];
  /** Public ids destroyed, in order. */
  destroyed: string[];
  /** Public ids currently stored. */
  assets: Set<string>;
  /** The next `count` requests get this reply instead (a 500 by default). */
  failNext(count: number, reply?: CloudinaryReply): void;
  close(): Promise<void>;
}

/** Cloudinary's rule: sorted `name=value` pairs joined by `&`, the secret appended, SHA-1. */
export function cloudinarySignature(fields: Record<string, string>, apiSecret: string): string {
  const unsigned = new Set(["file", "cloud_name", "resource_type", "api_key", "signature"]);
  const payload = Object.keys(fields)
    .filter((name) => !unsigned.has(name))
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join("&");
  return createHash("sha1")
    .update(payload + apiSecret)
    .digest("hex");
}

const failure = (status: number, message: string): CloudinaryReply => ({
  status,
  body: { error: { message } },
});

export async function startCloudinaryStub(
  options: { cloudName?: string; apiKey?: string; apiSecret?: string } = {},
): Promise<CloudinaryStub> {
  const cloudName = options.cloudName ?? "akwaaba-test";
  const apiKey = options.apiKey ?? "123456789012345";
  const apiSecret = options.apiSecret ?? "stub-secret_0123456789abcdef";
  const requests: CloudinaryRequest[] = [];
  const uploads: CloudinaryUpload[] = [];
  const destroyed: string[] = [];
  const assets = new Set<string>();
  let failures = 0;
  let failureReply: CloudinaryReply = failure(500, "Cloudinary stub told to fail");

  async function route(method: string, path: string, contentType: string, raw: Buffer) {
    let form: FormData;
    try {
      form = await new Request("http://stub.invalid/", {
        method: "POST",
        headers: { "content-type": contentType },
        body: new Uint8Array(raw),
      }).formData();
    } catch {
      form = new FormData();
    }
    const fields: Record<string, string> = {};
    let file: CloudinaryUpload["file"] | undefined;
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") fields[name] = value;
      else if (name === "file") {
        file = {
          name: value.name,
          type: value.type,
          bytes: new Uint8Array(await value.arrayBuffer()),
        };
      }
    }
    const signatureValid =
      typeof fields.signature === "string" &&
      fields.signature === cloudinarySignature(fields, apiSecret);
    requests.push({ method, path, contentType, fields, signatureValid });

    if (failures > 0) {
      failures--;
      return failureReply;
    }
    const match = /^\/v1_1\/([^/]+)\/image\/(upload|destroy)$/.exec(path);
    if (method !== "POST" || !match || match[1] !== cloudName) {
      return failure(404, "Resource not found");
    }
    if (fields.api_key !== apiKey) return failure(401, "Invalid api_key");
    if (!signatureValid) return failure(401, "Invalid Signature");
    const timestamp = Number(fields.timestamp);
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 3600) {
      return failure(400, "Stale request");
    }

    if (match[2] === "destroy") {
      const publicId = fields.public_id ?? "";
      if (!assets.delete(publicId)) return { status: 200, body: { result: "not found" } };
      destroyed.push(publicId);
      return { status: 200, body: { result: "ok" } };
    }

    if (!file) return failure(400, "Missing required parameter - file");
    const folder = fields.folder ? `${fields.folder}/` : "";
    const publicId = `${folder}${randomBytes(10).toString("hex")}`;
    const version = Math.floor(Date.now() / 1000);
    assets.add(publicId);
    uploads.push({ publicId, fields, file });
    return {
      status: 200,
      body: {
        asset_id: randomBytes(16).toString("hex"),
        public_id: publicId,
        version,
        version_id: randomBytes(16).toString("hex"),
        signature: randomBytes(20).toString("hex"),
        width: 1,
        height: 1,
        format: "jpg",
        resource_type: "image",
        created_at: new Date().toISOString(),
        tags: [],
        bytes: file.bytes.byteLength,
        type: "upload",
        etag: randomBytes(16).toString("hex"),
        placeholder: false,
        url: `http://res.cloudinary.example/${publicId}.jpg`,
        secure_url: `https://res.cloudinary.example/${publicId}.jpg`,
        folder: fields.folder ?? "",
        original_filename: "upload",
        api_key: apiKey,
      },
    };
  }

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      let reply: CloudinaryReply;
      try {
        reply = await route(
          incoming.method ?? "GET",
          incoming.url ?? "/",
          incoming.headers["content-type"] ?? "",
          Buffer.concat(chunks),
        );
      } catch (error) {
        reply = failure(500, String(error));
      }
      if (reply === "hang") return;
      outgoing.writeHead(reply.status, { "content-type": "application/json" });
      outgoing.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    cloudName,
    apiKey,
    apiSecret,
    cloudinaryUrl: `cloudinary://${apiKey}:${apiSecret}@${cloudName}`,
    requests,
    uploads,
    destroyed,
    assets,
    failNext(count, reply = failure(500, "Cloudinary stub told to fail")) {
      failures = count;
      failureReply = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
