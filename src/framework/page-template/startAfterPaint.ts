/**
 * A page's app scripts start after its first paint. Docusaurus's page template names them as `<script defer>` in the
 * head: the browser fetches them beside the stylesheet, and they often run before the server-rendered page is first
 * shown. Our template (Docusaurus's own, with its script loop replaced) lists them on one inline loader instead,
 * which inserts them in order (`async = false`) once the page has been parsed and first shown (see `LOADER`): the
 * content comes first, and the scripts no longer take the network from the stylesheet and the page before it. The
 * cost: the browser's preload scanner no longer sees them, so they are requested after the first paint.
 * Pure: no Docusaurus, no DOM.
 */

/** The loop of Docusaurus's page template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`) that names the scripts. */
const SCRIPT_LOOP =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/g;

/** The attribute of the loader that lists a page's scripts (space-separated URLs, in order). */
export const SCRIPTS_ATTRIBUTE = 'data-scripts';

/**
 * The loader: the same text on every page, so one CSP hash covers it (the security-headers plugin adds it). It starts
 * the scripts once the page has been parsed (as `defer` would) and its first contentful paint has been presented (the
 * browser reports the `paint` entry then). A page that gets no frames, hidden when the loader runs or before its first
 * paint, and a browser without paint timing start them once the page has been parsed.
 */
export const LOADER = `(function () {
  var list = document.currentScript.getAttribute("${SCRIPTS_ATTRIBUTE}").split(" ");
  var started = false;
  function start() {
    if (started) return;
    started = true;
    list.forEach(function (src) {
      var script = document.createElement("script");
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function whenParsed() {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
    else start();
  }
  var Observer = window.PerformanceObserver;
  if (document.hidden || !Observer || (Observer.supportedEntryTypes || []).indexOf("paint") < 0) return whenParsed();
  document.addEventListener("visibilitychange", function () {
    if (document.hidden) whenParsed();
  });
  try {
    new Observer(function (entries, observer) {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      whenParsed();
    }).observe({type: "paint", buffered: true});
  } catch (error) {
    whenParsed();
  }
})();`;

/** Docusaurus's page template with its script loop replaced by the loader; throws when the loop is not found once. */
export function pageTemplate(stock: string): string {
  const loops = stock.match(SCRIPT_LOOP) ?? [];
  if (loops.length !== 1) {
    throw new Error(
      `Docusaurus's page template has ${loops.length} script loops, expected 1 (src/framework/page-template/startAfterPaint.ts, src/framework/README.md)`,
    );
  }
  const loader = `<% if (it.scripts.length > 0) { %><script ${SCRIPTS_ATTRIBUTE}="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${LOADER}</script><% } %>`;
  return stock.replace(SCRIPT_LOOP, () => loader);
}

/** The scripts a built page starts, in order, from its loader; empty for a page without one. */
export function pageScripts(html: string): string[] {
  // The minifier drops the quotes of a list of one.
  const match = new RegExp(`<script\\b[^>]*\\b${SCRIPTS_ATTRIBUTE}=(?:"([^"]*)"|([^\\s>"]+))`).exec(html);
  const list = match?.[1] ?? match?.[2];
  return list ? list.split(' ').filter(Boolean) : [];
}

/** Whether a built page starts the entry script with a `<script src>` of its own (the template was not applied). */
export function startsMainByTag(html: string): boolean {
  return /<script\b[^>]*\bsrc="?[^"\s>]*\/main\.[0-9a-f]+\.js/.test(html);
}
