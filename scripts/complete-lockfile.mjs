// Adds lock entries for platform-specific optional packages that `npm install` left out.
//
// npm 11 drops optional dependencies it cannot install here (other platforms' native
// binaries: @next/swc-darwin-arm64, @biomejs/cli-win32-x64, …) from package-lock.json, yet
// `npm ci` insists on finding them there. This writes each missing one as an optional entry
// with its os/cpu/libc, so `npm ci` passes on every platform and skips what does not apply.
// Run it after every `npm install`: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const file = path.resolve(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = [
  "aix",
  "android",
  "darwin",
  "freebsd",
  "linux",
  "netbsd",
  "openbsd",
  "openharmony",
  "sunos",
  "win32",
  "wasi",
];
const CPU = [
  "arm64",
  "arm",
  "x64",
  "ia32",
  "ppc64",
  "riscv64",
  "s390x",
  "loong64",
  "mips64el",
  "wasm32",
  "universal",
];

/** os/cpu/libc guessed from a platform package's name, e.g. cli-linux-arm64-musl. */
function platformOf(name) {
  const parts = name.split("/").pop().split(/[-_]/);
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  const entry = {};
  if (cpu) entry.cpu = [cpu === "universal" ? "arm64" : cpu];
  if (os) entry.os = [os];
  if (parts.includes("musl")) entry.libc = ["musl"];
  else if (os === "linux" && (parts.includes("gnu") || !parts.includes("musl")))
    entry.libc = ["glibc"];
  return entry;
}

/** Where Node's resolution would look for `name` from the package at `location`. */
function candidates(location, name) {
  const places = [];
  let current = location;
  for (;;) {
    places.push(`${current ? `${current}/` : ""}node_modules/${name}`);
    const index = current.lastIndexOf("/node_modules/");
    if (current === "") break;
    current = index === -1 ? "" : current.slice(0, index);
  }
  return places;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (candidates(location, name).some((place) => packages[place])) continue;
    const version = String(spec).replace(/^[\^~=v]/, "");
    const target = packages[`node_modules/${name}`]
      ? `${location}/node_modules/${name}`
      : `node_modules/${name}`;
    packages[target] = {
      version,
      ...platformOf(name),
      optional: true,
      ...(entry.dev ? { dev: true } : {}),
    };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform-specific optional entries added`);
