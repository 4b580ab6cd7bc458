// Bad requests for the routes whose input is not a JSON body: image uploads (multipart), form
// posts (the sandbox checkout), the signed webhook, and the catch-all 404.
import fc from "fast-check";
import { MAX_JSON_DEPTH } from "@/lib/api/parse";
import { webhookSecret } from "@/lib/providers";
import { chargeSuccessEvent } from "@/lib/providers/paystack-events";
import { signPayload } from "@/lib/providers/paystack-signature";
import type { Attempt, CustomBody, Method } from "./bad-requests";
import {
  anyText,
  type BodyKind,
  badSegment,
  headerJunk,
  injection,
  longerThan,
  nested,
  notAnObject,
  notJson,
  overOneMegabyte,
} from "./hostile-inputs";

/** A one-pixel PNG, as a browser would upload it. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function form(entries: Array<[string, string | Blob, string?]>): FormData {
  const body = new FormData();
  for (const [name, value, fileName] of entries) {
    if (typeof value === "string") body.append(name, value);
    else body.append(name, value, fileName);
  }
  return body;
}

const png = () => new Blob([new Uint8Array(PNG)], { type: "image/png" });

/** Bytes that are no accepted image (GIF, PHP, PDF…), whatever their name and declared type. */
const notAnImage = fc
  .tuple(
    fc.constantFrom("GIF89a", "<?php system($_GET['c']); ?>", "%PDF-1.7", "\u0000\u0000"),
    fc.uint8Array({ maxLength: 2048 }),
  )
  .map(
    ([head, tail]) => new Blob([Buffer.concat([Buffer.from(head), tail])], { type: "image/png" }),
  );

export const imageUploads: CustomBody = {
  valid: () => ({ body: form([["files[]", png(), "pixel.png"]]) }),
  bad: fc.oneof(
    fc
      .constantFrom(
        "application/json",
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/mixed; boundary=x",
        "multipart/form-data-evil",
        "image/png",
      )
      .map((type) => ({
        broken: "content-type",
        body: '{"files":[]}',
        headers: { "content-type": type },
      })),
    fc
      .tuple(
        fc.constantFrom(
          "multipart/form-data",
          "multipart/form-data; boundary=",
          "multipart/form-data; boundary=zz",
        ),
        notJson,
      )
      .map(([type, body]) => ({
        broken: "body: not multipart",
        body,
        headers: { "content-type": type },
      })),
    fc.tuple(fc.constantFrom("files", "files[]"), injection).map(([name, value]) => ({
      broken: "body: text instead of a file",
      body: form([[name, value]]),
    })),
    notAnImage.map((file) => ({
      broken: "body: not an image",
      body: form([["files[]", file, "evil.png"]]),
    })),
    fc.constantFrom(0, 11).map((files) => ({
      broken: `body: ${files} files`,
      body: form([
        ["note", "no files here"],
        ...Array.from({ length: files }, (): [string, Blob, string] => ["files[]", png(), "p.png"]),
      ]),
    })),
    fc.integer({ min: 101 * 1024 * 1024 + 1, max: 2 ** 40 }).map((length) => ({
      broken: "body: declared too large",
      body: form([["files[]", png(), "pixel.png"]]),
      headers: { "content-length": String(length) },
    })),
  ),
};

const FORM = { "content-type": "application/x-www-form-urlencoded" };
/** A form body as a browser encodes it (lone surrogates become U+FFFD). */
const urlEncoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** Strings a form field of this kind must refuse (a form carries only strings). */
function notInForm(kind: BodyKind): fc.Arbitrary<string> {
  switch (kind.type) {
    case "format":
      return fc.oneof(injection, fc.constantFrom("", ...(kind.samples ?? [])));
    case "text":
      return fc.oneof(longerThan(kind.max), fc.constant(kind.min > 0 ? "" : "\u0000"));
    default:
      return injection;
  }
}

/** Form posts (a browser's own form) that break one field, leave out a required one, or are no form. */
export function formPosts(
  fields: Record<string, { kind: BodyKind; required?: boolean }>,
  valid: () => Record<string, unknown>,
): CustomBody {
  const validForm = () =>
    Object.fromEntries(Object.entries(valid()).map(([name, value]) => [name, String(value)]));
  const required = Object.keys(fields).filter((name) => fields[name]?.required);
  return {
    valid: () => ({ body: urlEncoded(validForm()), headers: FORM }),
    bad: fc.oneof(
      ...Object.entries(fields).map(([name, { kind }]) =>
        notInForm(kind).map((value) => ({
          broken: `form.${name}`,
          body: urlEncoded({ ...validForm(), [name]: value }),
          headers: FORM,
        })),
      ),
      ...(required.length > 0
        ? [
            fc
              .tuple(fc.constantFrom(...required), fc.constantFrom("", "__proto__=x&constructor=x"))
              .map(([name, extra]) => {
                const { [name]: _, ...rest } = validForm();
                return {
                  broken: `form.${name}: missing`,
                  body: [urlEncoded(rest), extra].filter(Boolean).join("&"),
                  headers: FORM,
                };
              }),
          ]
        : []),
      fc
        .tuple(
          fc.constantFrom(
            "application/json",
            "text/plain",
            "multipart/form-data",
            "multipart/form-data; boundary=zz",
          ),
          fc.oneof(notJson, fc.constant(JSON.stringify(validForm()))),
        )
        .map(([type, body]) => ({
          broken: "body: not a form",
          body,
          headers: { "content-type": type },
        })),
      overOneMegabyte.map((body) => ({
        broken: "body: over 1 MB",
        body: urlEncoded({ ...validForm(), [Object.keys(fields)[0] ?? "x"]: body }),
        headers: FORM,
      })),
    ),
  };
}

const signed = (body: string) => ({ "x-paystack-signature": signPayload(body, webhookSecret()) });

/**
 * Webhook deliveries that must change nothing: an unknown provider, a missing or wrong
 * signature (even on a genuine-looking event), a body over 1 MB, or a correctly signed body
 * that is not a Paystack event.
 */
export function webhookDeliveries(reference: () => string): fc.Arbitrary<Attempt> {
  const event = fc.nat().map((id) =>
    JSON.stringify(
      chargeSuccessEvent({
        id,
        reference: reference(),
        amountPesewas: 100,
        channel: "card",
        email: "guest@example.com",
        metadata: null,
        paidAt: new Date(),
      }),
    ),
  );
  const delivery = (broken: string, provider: string, body: string, headers = {}): Attempt => ({
    broken,
    credential: { kind: "none" },
    params: { provider },
    query: {},
    body,
    headers,
  });
  const notAnEvent = fc.oneof(
    notJson,
    notAnObject,
    fc.constantFrom(
      '{"event":"","data":{}}',
      '{"event":1,"data":{}}',
      '{"event":"charge.success","data":[]}',
      '{"event":"charge.success","data":"x"}',
      '{"event":"charge.success"}',
      '{"data":{}}',
    ),
  );
  return fc.oneof(
    fc
      .tuple(fc.oneof(badSegment, fc.constantFrom("PAYSTACK", "stripe", "paystack ")), event)
      .map(([provider, body]) => delivery("params.provider", provider, body, signed(body))),
    fc
      .tuple(fc.option(headerJunk, { nil: undefined }), fc.oneof(event, notAnEvent))
      .map(([signature, body]) =>
        delivery(
          "signature",
          "paystack",
          body,
          signature ? { "x-paystack-signature": signature } : {},
        ),
      ),
    event.map((body) =>
      delivery("signature: another key", "paystack", body, {
        "x-paystack-signature": signPayload(body, "sk_test_someone_else"),
      }),
    ),
    fc
      .tuple(event, event)
      .map(([body, other]) =>
        delivery("signature: another body", "paystack", body, signed(`${other} `)),
      ),
    overOneMegabyte.map((body) => delivery("body: over 1 MB", "paystack", body, signed(body))),
    notAnEvent.map((body) => delivery("body: not an event", "paystack", body, signed(body))),
    fc.tuple(event, fc.integer({ min: MAX_JSON_DEPTH + 1, max: 20_000 })).map(([body, depth]) => {
      const deep = body.replace('"metadata":null', `"metadata":${nested(depth)}`);
      return delivery("body: nested too deep", "paystack", deep, signed(deep));
    }),
  );
}

/** Any path under /api no route matches, with any body: always the JSON 404. */
export function catchAllRequests(method: Method): fc.Arbitrary<Attempt> {
  const hasBody = !["GET", "HEAD"].includes(method);
  return fc
    .tuple(
      fc.array(fc.oneof(badSegment, anyText), { minLength: 1, maxLength: 4 }),
      hasBody
        ? fc.oneof(
            notJson,
            notAnObject,
            fc.jsonValue().map((v) => JSON.stringify(v)),
          )
        : fc.constant(undefined),
    )
    .map(([path, body]) => ({
      broken: "path",
      credential: { kind: "none" },
      params: { path },
      query: {},
      body,
    }));
}
