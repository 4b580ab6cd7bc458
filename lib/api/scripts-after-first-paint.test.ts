import { afterEach, describe, expect, it, vi } from "vitest";
import { PHOTO_WAIT_MS, scriptMover, scriptsAfterFirstPaint } from "./scripts-after-first-paint";

const NONCE = "bm9uY2U";
const head = (src: string) => `<script src="${src}" async="" nonce="${NONCE}"></script>`;
const body = (src: string) => `<script src="${src}" nonce="${NONCE}" async=""></script>`;
const noModule = `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>`;
const payload = `<script nonce="${NONCE}">self.__next_f.push([1,"x"])</script>`;
const page = (headTags: string, bodyTags: string) =>
  `<!DOCTYPE html><html><head>${headTags}</head><body><main><img src="/hero.webp"/></main>${bodyTags}</body></html>`;

/** The inline loader's script, if the page has one. */
const loaderOf = (html: string) =>
  /<script nonce="[^"]+">(\(function\(\)\{var sources=.*?)<\/script><\/body>/.exec(html)?.[1];
const sourcesOf = (html: string) =>
  JSON.parse(/var sources=(\[.*?\])/.exec(loaderOf(html) ?? "")?.[1] ?? "null");

describe("which script tags move into the loader", () => {
  it.each([
    [
      "Next's head and body tags, in document order",
      page(head("/a.js") + head("/b.js") + noModule, payload + body("/c.js")),
      ["/a.js", "/b.js", "/c.js"],
    ],
    ["an escaped ampersand in an address", page(head("/a.js?v=1&amp;w=2"), ""), ["/a.js?v=1&w=2"]],
    ['an address with a "<" in it', page(head("/a<b.js"), ""), ["/a<b.js"]],
  ])("%s", (_what, html, sources) => {
    const served = scriptsAfterFirstPaint(html);
    expect(sourcesOf(served)).toEqual(sources);
    expect(served).not.toMatch(/<script src="[^"]*"[^>]*async/);
    expect(served.match(/<script nonce="bm9uY2U">\(function/g)).toHaveLength(1);
    expect(served.endsWith("</script></body></html>")).toBe(true);
  });

  it("keeps the inline scripts, the old browsers' script and the markup in place", () => {
    const html = page(head("/a.js") + noModule, payload + body("/c.js"));
    const served = scriptsAfterFirstPaint(html);
    expect(served).toContain(noModule);
    expect(served.indexOf(payload)).toBeLessThan(served.indexOf("var sources="));
    expect(served).toContain('<main><img src="/hero.webp"/></main>');
    expect(loaderOf(served)).not.toContain("<");
  });

  it.each([
    ["no async script", page(noModule, payload)],
    [
      "a script with an attribute the loader would drop",
      page(`<script src="/a.js" async="" nonce="${NONCE}" integrity="sha384-x"></script>`, ""),
    ],
    ["a script without a nonce", page('<script src="/a.js" async=""></script>', "")],
  ])("leaves a page with %s as it is", (_what, html) => {
    expect(scriptsAfterFirstPaint(html)).toBe(html);
  });

  it("moves the scripts of the first nonce only", () => {
    const other = body("/b.js").replace(NONCE, "other");
    const served = scriptsAfterFirstPaint(page(head("/a.js"), other));
    expect(sourcesOf(served)).toEqual(["/a.js"]);
    expect(served).toContain(other);
  });

  it("adds the loader at the end of a page that never ends its body", () => {
    const served = scriptsAfterFirstPaint(page(head("/a.js"), "").replace("</body></html>", ""));
    expect(served).not.toContain(head("/a.js"));
    expect(served).toMatch(
      /<\/main><script nonce="bm9uY2U">\(function\(\)\{var sources=\["\/a\.js"\].*<\/script>$/,
    );
  });
});

describe("a page moved as it streams", () => {
  const html = page(head("/a.js") + head("/b.js?v=1&amp;w=2") + noModule, payload + body("/c.js"));
  const whole = scriptsAfterFirstPaint(html);

  function streamed(pieces: string[]): string {
    const mover = scriptMover();
    return pieces.map((piece) => mover.pass(piece)).join("") + mover.end();
  }

  it("gives the same page wherever it is cut in two", () => {
    for (let at = 0; at <= html.length; at++) {
      expect(streamed([html.slice(0, at), html.slice(at)]), `cut at ${at}`).toBe(whole);
    }
  });

  it("gives the same page cut in three, and cut at every character", () => {
    for (let first = 0; first <= html.length; first += 7) {
      for (let second = first; second <= html.length; second += 11) {
        const pieces = [html.slice(0, first), html.slice(first, second), html.slice(second)];
        expect(streamed(pieces), `cut at ${first} and ${second}`).toBe(whole);
      }
    }
    expect(streamed([...html])).toBe(whole);
  });

  it("holds a piece back only while a tag in it is unfinished", () => {
    const mover = scriptMover();
    expect(mover.pass("<html><head><scr")).toBe("<html><head>");
    expect(mover.pass(`ipt src="/a.js" async="" nonce="${NONCE}"></script><title>A`)).toBe(
      "<title>A",
    );
    expect(mover.pass("</title></head><body><p>Hello</p></bo")).toBe(
      "</title></head><body><p>Hello</p>",
    );
    expect(mover.pass("dy></html>")).toMatch(
      /^<script nonce="bm9uY2U">.*<\/script><\/body><\/html>$/,
    );
    expect(mover.end()).toBe("");
  });
});

/** A page's document as far as the loader reads it, with what it appended. */
function documentWith(photos: { loading: string; decoded: Promise<void> }[]) {
  const appended: { src: string; async: boolean; nonce: string }[] = [];
  return {
    appended,
    document: {
      currentScript: { nonce: "fresh" },
      images: photos.map((photo) => ({ loading: photo.loading, decode: () => photo.decoded })),
      createElement: () => ({ src: "", async: false, nonce: "" }),
      head: { appendChild: (script: (typeof appended)[number]) => appended.push(script) },
    },
  };
}

/** The page's paint timing: `paint()` records the first paint and tells the observers. */
function paintTiming() {
  const entries: { name: string }[] = [];
  const observers: (() => void)[] = [];
  return {
    performance: { getEntriesByName: (name: string) => entries.filter((e) => e.name === name) },
    PerformanceObserver: class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.callback), 1);
      }
    },
    paint() {
      entries.push({ name: "first-contentful-paint" });
      for (const observer of [...observers]) observer();
    },
  };
}

/** The test's frame: the browser's next one, 16 ms on. A timer of 0 ms runs 1 ms on. */
const FRAME_MS = 16;
const TASK_MS = 1;

function runLoader(document: object, timing: ReturnType<typeof paintTiming>) {
  const html = page(head("/a.js") + head("/b.js"), "");
  const loader = loaderOf(scriptsAfterFirstPaint(html)) ?? "";
  const frame = (callback: () => void) => setTimeout(callback, FRAME_MS);
  const run = new Function(
    "document",
    "requestAnimationFrame",
    "performance",
    "PerformanceObserver",
    loader,
  );
  run(document, frame, timing.performance, timing.PerformanceObserver);
}

const decodedLater = () => {
  let decode = () => {};
  const decoded = new Promise<void>((resolve) => {
    decode = resolve;
  });
  return { decoded, decode };
};

describe("when the loader adds the scripts", () => {
  afterEach(() => vi.useRealTimers());

  it("once the eager photos have decoded, the first paint is shown and a frame has passed", async () => {
    vi.useFakeTimers();
    const hero = decodedLater();
    const { document, appended } = documentWith([
      { loading: "eager", decoded: hero.decoded },
      { loading: "lazy", decoded: new Promise<void>(() => {}) },
    ]);
    const timing = paintTiming();
    runLoader(document, timing);
    await vi.advanceTimersByTimeAsync(300);
    timing.paint();
    await vi.advanceTimersByTimeAsync(200);
    expect(appended).toEqual([]);
    hero.decode();
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(appended).toEqual([]);
    await vi.advanceTimersByTimeAsync(TASK_MS);
    expect(appended).toEqual([
      { src: "/a.js", async: true, nonce: "fresh" },
      { src: "/b.js", async: true, nonce: "fresh" },
    ]);
    await vi.advanceTimersByTimeAsync(PHOTO_WAIT_MS);
    expect(appended).toHaveLength(2);
  });

  it("waits for the first paint when the photos decode before it", async () => {
    vi.useFakeTimers();
    const { document, appended } = documentWith([{ loading: "eager", decoded: Promise.resolve() }]);
    const timing = paintTiming();
    runLoader(document, timing);
    await vi.advanceTimersByTimeAsync(500);
    expect(appended).toEqual([]);
    timing.paint();
    await vi.advanceTimersByTimeAsync(FRAME_MS + TASK_MS);
    expect(appended.map((script) => script.src)).toEqual(["/a.js", "/b.js"]);
  });

  it.each([
    ["a photo that never loads", () => new Promise<void>(() => {}), PHOTO_WAIT_MS],
    ["a photo that fails", () => Promise.reject(new Error("404")), FRAME_MS + TASK_MS],
  ])("after %s, at the latest the wait", async (_what, decoding, addedAfter) => {
    vi.useFakeTimers();
    const { document, appended } = documentWith([{ loading: "eager", decoded: decoding() }]);
    const timing = paintTiming();
    timing.paint();
    runLoader(document, timing);
    await vi.advanceTimersByTimeAsync(addedAfter - 1);
    expect(appended).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(appended.map((script) => script.src)).toEqual(["/a.js", "/b.js"]);
  });

  it("in a browser without paint timing, after the photos and a frame", async () => {
    vi.useFakeTimers();
    const { document, appended } = documentWith([{ loading: "eager", decoded: Promise.resolve() }]);
    const timing = paintTiming();
    timing.PerformanceObserver = class {
      constructor() {
        throw new TypeError("PerformanceObserver is not a constructor");
      }
    } as unknown as typeof timing.PerformanceObserver;
    runLoader(document, timing);
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(appended).toEqual([]);
    await vi.advanceTimersByTimeAsync(TASK_MS);
    expect(appended).toHaveLength(2);
  });

  it("in a tab that paints nothing, after the wait", async () => {
    vi.useFakeTimers();
    const { document, appended } = documentWith([]);
    runLoader(document, paintTiming());
    await vi.advanceTimersByTimeAsync(PHOTO_WAIT_MS - 1);
    expect(appended).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(appended).toHaveLength(2);
  });
});
