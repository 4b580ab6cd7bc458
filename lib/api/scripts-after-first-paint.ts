// A page's framework scripts are fetched once its first frame is painted, with the photos the
// page loads eagerly in it (docs/decisions.md, "Phones: the framework's scripts after the first
// frame"). Next.js writes them `async` in the head, so on a phone they download beside the
// photo and run before the first frame, which then waits for them. The page cache moves them in
// a stored page (page-cache.ts), streamed-page-scripts.ts in a page Next.js renders per request.

/** A script tag as Next.js writes it; attribute order varies between the head and the body. */
const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
const ATTRIBUTE = /\s+([a-zA-Z-]+)(?:="([^"]*)")?/g;
/** The attributes a moved script may carry: anything else (integrity, type …) stays put. */
const MOVABLE = new Set(["src", "async", "nonce"]);
/** The longest a slow photo holds the scripts back, in milliseconds. */
export const PHOTO_WAIT_MS = 2000;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) {
    if (name) attributes.set(name.toLowerCase(), value ?? "");
  }
  return attributes;
}

/**
 * Waits for the eager photos to decode, then for the first paint to be shown and one more
 * frame, then adds the scripts in their order, `async` as before. At the latest PHOTO_WAIT_MS
 * after the parse it adds them anyway: a slow photo, or a tab in the background, which paints
 * nothing. Its nonce is its tag's, which the page cache renews with every answer.
 */
function loaderOf(sources: string[]): string {
  return `(function(){
var sources=${JSON.stringify(sources).replace(/</g, "\\u003c")},nonce=document.currentScript.nonce,added=false;
function add(){if(added)return;added=true;sources.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=true;s.nonce=nonce;document.head.appendChild(s)})}
function painted(){return performance.getEntriesByName("first-contentful-paint").length>0}
function afterFirstPaint(then){if(painted())return then();try{var o=new PerformanceObserver(function(){if(painted()){o.disconnect();then()}});o.observe({type:"paint",buffered:true})}catch(e){then()}}
function afterNextFrame(){requestAnimationFrame(function(){setTimeout(add,0)})}
var photos=Array.prototype.filter.call(document.images,function(i){return i.loading!=="lazy"});
setTimeout(add,${PHOTO_WAIT_MS});
Promise.all(photos.map(function(i){return i.decode?i.decode().catch(function(){}):null})).then(function(){afterFirstPaint(afterNextFrame)})})()`.replace(
    /\n/g,
    "",
  );
}

/** What has been moved out of a page so far. */
interface Moved {
  sources: string[];
  nonce: string | null;
  loaderWritten: boolean;
}

/** Whether the tag can move into the loader; if so, it is recorded in `moved`. */
function movedInto(moved: Moved, attributeText: string): boolean {
  if (moved.loaderWritten) return false;
  const attributes = attributesOf(attributeText);
  const nonce = attributes.get("nonce");
  if (!attributes.has("src") || !attributes.has("async") || !nonce) return false;
  if ([...attributes.keys()].some((name) => !MOVABLE.has(name))) return false;
  if (moved.nonce !== null && nonce !== moved.nonce) return false;
  moved.nonce = nonce;
  moved.sources.push((attributes.get("src") ?? "").replaceAll("&amp;", "&"));
  return true;
}

function loaderTag(moved: Moved): string {
  moved.loaderWritten = true;
  return `<script nonce="${moved.nonce}">${loaderOf(moved.sources)}</script>`;
}

/**
 * Where the text can be cut so that no tag is left in two pieces: before a script still to be
 * closed, or a tag still to be ended (`</bo`), else at its end.
 */
function safeEnd(text: string): number {
  const script = text.lastIndexOf("<script");
  if (script !== -1 && !text.includes("</script>", script)) return script;
  const tag = text.lastIndexOf("<");
  return tag !== -1 && !text.includes(">", tag) ? tag : text.length;
}

/**
 * A page's `async` script tags (those with only src, async and a nonce, all of one nonce)
 * replaced by one inline loader at the end of the body, as the page streams: `pass` each piece
 * of its HTML, then `end`. A piece that ends inside a tag is held until the tag is whole.
 */
export function scriptMover(): { pass(piece: string): string; end(): string } {
  const moved: Moved = { sources: [], nonce: null, loaderWritten: false };
  let held = "";
  const moveScripts = (text: string) => {
    const page = text.replace(SCRIPT_TAG, (tag, attributeText: string) =>
      movedInto(moved, attributeText) ? "" : tag,
    );
    const bodyEnd = page.lastIndexOf("</body>");
    if (bodyEnd === -1 || moved.sources.length === 0 || moved.loaderWritten) return page;
    return `${page.slice(0, bodyEnd)}${loaderTag(moved)}${page.slice(bodyEnd)}`;
  };
  return {
    pass(piece) {
      const text = held + piece;
      const cut = safeEnd(text);
      held = text.slice(cut);
      return moveScripts(text.slice(0, cut));
    },
    end() {
      const rest = moveScripts(held);
      held = "";
      const unwritten = moved.sources.length > 0 && !moved.loaderWritten;
      return unwritten ? rest + loaderTag(moved) : rest;
    },
  };
}

/** A whole page through `scriptMover`. */
export function scriptsAfterFirstPaint(html: string): string {
  const mover = scriptMover();
  return mover.pass(html) + mover.end();
}
