// One structured JSON line per event, on stdout (debug, info) or stderr (warn, error).
// Values of keys that look sensitive (passwords, tokens, secrets, signatures, card data,
// cookies, authorization) are replaced before anything is written, and so is personal data
// inside any text: e-mail addresses, phone numbers, and the parameters of a failed query.

export type LogLevel = "debug" | "info" | "warn" | "error";

const SEVERITY: Record<LogLevel | "silent", number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};
const SENSITIVE_KEY =
  /pass(word)?|token|secret|authori[sz]ation|cookie|signature|api[-_]?key|card|cvv|pan$/i;
const MAX_DEPTH = 6;

/** A failed query's message ends with its parameters: guests' names, e-mails and phones. */
const QUERY_PARAMETERS = /(\nparams: )[\s\S]*?(?=\n {4}at |$)/;
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** International (+233 20 123 4567) and Ghanaian local (020 123 4567) numbers. */
const PHONE_NUMBER = /\+\d[\d ]{6,16}\d|\b0\d{2} ?\d{3} ?\d{4}\b/g;

/** Text with the personal data it may carry replaced. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMETERS, "$1[redacted]")
    .replace(EMAIL_ADDRESS, "[email]")
    .replace(PHONE_NUMBER, "[phone]");
}

/** A copy of `value` with sensitive fields replaced by "[redacted]" and texts scrubbed. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SENSITIVE_KEY.test(key) ? "[redacted]" : redact(field, depth + 1),
    ]),
  );
}

/** An error as loggable fields: name, message and stack (server logs only, never responses). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error)
    return { name: error.name, message: error.message, stack: error.stack };
  return { message: String(error) };
}

function threshold(): number {
  const configured = process.env.LOG_LEVEL as LogLevel | "silent" | undefined;
  return SEVERITY[configured ?? "info"] ?? SEVERITY.info;
}

function write(level: LogLevel, msg: string, fields?: Record<string, unknown>): void {
  if (SEVERITY[level] < threshold()) return;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg,
    ...(redact(fields ?? {}) as object),
  });
  if (level === "warn" || level === "error") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
