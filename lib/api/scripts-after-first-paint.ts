// A stored catalogue page's framework scripts are fetched once its first frame is painted,
// with the photos the page loads eagerly in it (docs/decisions.md, "Phones: the framework's
// scripts after the first frame"). Next.js writes them `async` in the head, so on a phone they
// download beside the photo and run before the first frame, which then waits for them.

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

/**
 * The page with its `async` script tags replaced by one inline loader at the end of the body,
 * or the page unchanged when it has none, or one whose attributes the loader would not keep.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const moved: { tag: string; src: string; nonce: string }[] = [];
  for (const [tag, attributeText = ""] of html.matchAll(SCRIPT_TAG)) {
    const attributes = attributesOf(attributeText);
    if (!attributes.has("src") || !attributes.has("async")) continue;
    if ([...attributes.keys()].some((name) => !MOVABLE.has(name))) return html;
    const src = (attributes.get("src") ?? "").replaceAll("&amp;", "&");
    moved.push({ tag, src, nonce: attributes.get("nonce") ?? "" });
  }
  const nonce = moved[0]?.nonce;
  if (!nonce || moved.some((script) => script.nonce !== nonce) || !html.includes("</body>")) {
    return html;
  }
  let page = html;
  for (const { tag } of moved) page = page.replace(tag, "");
  const loader = `<script nonce="${nonce}">${loaderOf(moved.map((script) => script.src))}</script>`;
  const end = page.lastIndexOf("</body>");
  return `${page.slice(0, end)}${loader}${page.slice(end)}`;
}
