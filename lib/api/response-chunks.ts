// What a Node response's `write` and `end` are called with: a chunk in its encoding, and the
// callback that may come anywhere after it.

/** The chunk's bytes: a string in its encoding (UTF-8 unless named), else the bytes given. */
export function bytesOf(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === "string") {
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  }
  return Buffer.from(chunk as Uint8Array);
}

/** The callback among a call's arguments, if any. */
export function callbackIn(args: unknown[]): ((error?: Error | null) => void) | undefined {
  return args.find((arg) => typeof arg === "function") as
    | ((error?: Error | null) => void)
    | undefined;
}
