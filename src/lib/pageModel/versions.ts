import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {withoutBaseUrl} from '../content/baseUrl';

/**
 * What the reader tools (twins, llms.txt, print sections, social cards, search records) need of a docs version, read
 * from the docs plugin's own loaded versions (versions.json and the current docs): never from a list of ours.
 */
export interface DocsVersionInfo {
  /** The docs plugin's version name: "current" for the docs being written, "5.5" for a version cut by docs:version. */
  name: string;
  /** Its label in the version menu ("Next", "5.5"). */
  label: string;
  /** Whether it is the latest version (served at the docs' root; the others show the "not the latest version" banner). */
  isLast: boolean;
  /** Where its pages live, without the base URL and without a trailing slash: "" for the latest, "/5.5" for a frozen 5.5. */
  path: string;
}

type LoadedVersion = DocsContent['loadedVersions'][number];

export function versionInfoOf(version: LoadedVersion, baseUrl: string): DocsVersionInfo {
  return {
    name: version.versionName,
    label: version.label,
    isLast: version.isLast,
    path: withoutBaseUrl(baseUrl, version.path).replace(/\/+$/, ''),
  };
}

/**
 * The search tag of a docs version's pages, as Docusaurus writes it into each page's `docsearch:docusaurus_tag` meta
 * and as `useContextualSearchFilters` asks for it: "docs-<plugin id>-<version name>" (the site has the one plugin id).
 */
export function docsSearchTag(versionName: string): string {
  return `docs-default-${versionName}`;
}

/** The folder `docs:version` copies a version's docs to, inside the site: "versioned_docs/version-5.5". */
const FROZEN_DOCS = /^(.*[\\/])?(versioned_docs[\\/]version-[^\\/]+)[\\/]/;

/**
 * An import of a page of a frozen version, made to name that version's own copy: `docs:version` copies docs/
 * (snippets included) to versioned_docs/version-<name>/, but an import written `@site/docs/snippets/x.mdx` still
 * names the docs being written, so a frozen page would change with every later edit of a snippet. From a file under
 * versioned_docs/version-5.5/, `@site/docs/x` becomes `@site/versioned_docs/version-5.5/x`; other imports stay.
 */
export function frozenImport(specifier: string, fromFile: string): string {
  const frozen = FROZEN_DOCS.exec(fromFile)?.[2];
  return frozen && specifier.startsWith('@site/docs/')
    ? `@site/${frozen.replace(/\\/g, '/')}/${specifier.slice('@site/docs/'.length)}`
    : specifier;
}
