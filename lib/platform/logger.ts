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

/**
 * Text with the personal data it may carry replaced. The e-mail pattern backtracks over every
 * run of word characters, so it runs only where there is an "@" (each request's line carries
 * a request id and a path).
 */
export function scrubText(text: string): string {
  const withoutParameters = text.includes("\nparams: ")
    ? text.replace(QUERY_PARAMETERS, "$1[redacted]")
    : text;
  const withoutEmails = withoutParameters.includes("@")
    ? withoutParameters.replace(EMAIL_ADDRESS, "[email]")
    : withoutParameters;
  return withoutEmails.replace(PHONE_NUMBER, "[phone]");
}

/** A copy of `value` with sensitive fields replaced by "[redacted]" and texts scrubbed. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value))
    copy[key] = SENSITIVE_KEY.test(key) ? "[redacted]" : redact(field, depth + 1);
  return copy;
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

/** Lines held past this length are written without waiting for the end of the turn. */
const MAX_PENDING_CHARACTERS = 64 * 1024;

interface PendingLines {
  text: string;
  flushScheduled: boolean;
}

// One buffer per process: the bundler may give several route bundles their own copy of this
// module, and their lines still go out in order, under one exit hook.
const pendingSymbol = Symbol.for("akwaaba.pendingLogLines");

function pendingLines(): PendingLines {
  const store = globalThis as { [pendingSymbol]?: PendingLines };
  if (!store[pendingSymbol]) {
    store[pendingSymbol] = { text: "", flushScheduled: false };
    process.once("exit", flushLog);
  }
  return store[pendingSymbol];
}

/** Writes the debug and info lines held for this turn of the event loop. */
export function flushLog(): void {
  const pending = pendingLines();
  pending.flushScheduled = false;
  if (!pending.text) return;
  const lines = pending.text;
  pending.text = "";
  process.stdout.write(lines);
}

// One write per turn of the event loop for the lines of every request answered in it, instead
// of one per line (each is a system call: docs/decisions.md, "One log write per turn").
// Warnings and errors are written at once: they are what is read after a crash.
function hold(line: string): void {
  const pending = pendingLines();
  pending.text += line;
  if (pending.text.length >= MAX_PENDING_CHARACTERS) flushLog();
  else if (!pending.flushScheduled) {
    pending.flushScheduled = true;
    setImmediate(flushLog);
  }
}

function write(level: LogLevel, msg: string, fields?: Record<string, unknown>): void {
  if (SEVERITY[level] < threshold()) return;
  const line = `${JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg,
    ...(redact(fields ?? {}) as object),
  })}\n`;
  if (level === "warn" || level === "error") {
    // After the lines held before it, so a log that merges stdout and stderr keeps their order.
    flushLog();
    process.stderr.write(line);
  } else hold(line);
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
