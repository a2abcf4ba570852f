/**
 * In place of `@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js` for the docs plugin's client (./index.ts
 * says where): the same functions, with `getActiveDocContext` finding the page's doc by a lookup instead of matching
 * the pathname against every doc's path in turn. Docusaurus calls it several times on every page (the navbar's doc
 * links and version menu, through `useActiveDocContext` and `useDocsVersionCandidates`), so with the stock scan each
 * page costs time in proportion to the number of docs and a build in proportion to its square: at ten times this
 * site's pages, a third of static generation (reports/performance.md, 2026-11-29). The result is the stock one:
 * paths the lookup cannot decide (a path-to-regexp token in a doc's path) fall back to the stock scan.
 */
import type {ActiveDocContext, DocVersionSuggestions, GlobalDoc, GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import * as stock from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export const {getActivePlugin, getLatestVersion, getActiveVersion} = stock;

/** A path react-router's `matchPath` reads as plain text: printable ASCII, no parameter, group, wildcard or modifier. */
const PLAIN_PATH = /^[\x20-\x7e]*$/;
const PATTERN_TOKEN = /[:()*?+\\]/;

/**
 * The key under which `matchPath(pathname, {path, exact: true, strict: false})` (case-insensitive) matches a plain path:
 * lower case, one trailing slash dropped (the stock pattern makes it optional).
 */
export function pathKey(path: string): string {
  return (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
}

/** Whether `matchPath` reads `path` as plain text, so that pathKey decides a match (see pathKey). */
export function isPlainPath(path: string): boolean {
  return PLAIN_PATH.test(path) && !PATTERN_TOKEN.test(path) && !path.includes('//');
}

/** Whether a pathname's match against plain paths is decided by pathKey (a doubled trailing slash never matches one). */
export function isPlainPathname(pathname: string): boolean {
  return PLAIN_PATH.test(pathname) && !pathname.endsWith('//');
}

interface VersionIndex {
  /** Each key's first doc, as the stock `find` returns the first match; null when a path is not plain (scan instead). */
  byKey: Map<string, GlobalDoc> | null;
}

interface DataIndex {
  versions: WeakMap<object, VersionIndex>;
  /** Each doc id's doc in each version (the last one of that id, as the stock loop keeps it). */
  byId: Map<string, Record<string, GlobalDoc>>;
}

// Global data is one object per docs plugin for the life of the page (or of a static generation thread).
const indexes = new WeakMap<GlobalPluginData, DataIndex>();

function indexOf(data: GlobalPluginData): DataIndex {
  let index = indexes.get(data);
  if (!index) {
    const byId = new Map<string, Record<string, GlobalDoc>>();
    for (const version of data.versions) {
      for (const doc of version.docs) {
        const docs = byId.get(doc.id) ?? {};
        docs[version.name] = doc;
        byId.set(doc.id, docs);
      }
    }
    index = {versions: new WeakMap(), byId};
    indexes.set(data, index);
  }
  return index;
}

function versionIndexOf(index: DataIndex, version: GlobalPluginData['versions'][number]): VersionIndex {
  let found = index.versions.get(version);
  if (!found) {
    const plain = version.docs.every((doc) => isPlainPath(doc.path));
    let byKey: Map<string, GlobalDoc> | null = null;
    if (plain) {
      byKey = new Map();
      for (const doc of version.docs) if (!byKey.has(pathKey(doc.path))) byKey.set(pathKey(doc.path), doc);
    }
    found = {byKey};
    index.versions.set(version, found);
  }
  return found;
}

export function getActiveDocContext(data: GlobalPluginData, pathname: string): ActiveDocContext {
  const activeVersion = getActiveVersion(data, pathname);
  if (!activeVersion) return stock.getActiveDocContext(data, pathname);
  const index = indexOf(data);
  const {byKey} = versionIndexOf(index, activeVersion);
  // A pathname with a doubled trailing slash, or outside plain text, is left to the stock matcher too.
  if (!byKey || !isPlainPathname(pathname)) return stock.getActiveDocContext(data, pathname);
  const activeDoc = byKey.get(pathKey(pathname));
  return {
    activeVersion,
    activeDoc,
    alternateDocVersions: activeDoc ? {...index.byId.get(activeDoc.id)} : {},
  };
}

export function getDocVersionSuggestions(data: GlobalPluginData, pathname: string): DocVersionSuggestions {
  const latestVersion = getLatestVersion(data);
  const latestDocSuggestion = getActiveDocContext(data, pathname).alternateDocVersions[latestVersion.name];
  return {latestDocSuggestion, latestVersionSuggestion: latestVersion};
}
