// A provider's callback is authenticated by its signature over the raw body: the body is read
// once, checked before anything parses it, and kept for the body reader (`signedEvent`).
import { InvalidSignatureError } from "../errors";
import { webhookSecret } from "../providers";
import { isValidSignature } from "../providers/paystack-signature";
import { MAX_JSON_BODY_BYTES, readBodyText } from "./parse";

const signedBodies = new WeakMap<Request, string>();

export async function verifySignedBody(request: Request): Promise<void> {
  const rawBody = await readBodyText(request, MAX_JSON_BODY_BYTES);
  if (!isValidSignature(rawBody, request.headers.get("x-paystack-signature"), webhookSecret())) {
    throw new InvalidSignatureError();
  }
  signedBodies.set(request, rawBody);
}

/** The raw body whose signature `verifySignedBody` accepted. */
export function signedBodyOf(request: Request): string {
  const rawBody = signedBodies.get(request);
  if (rawBody === undefined) throw new Error("The body's signature was not checked");
  return rawBody;
}
