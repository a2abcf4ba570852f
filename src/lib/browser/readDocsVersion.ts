import {
  getDocsVersionSearchTag,
  useActiveVersion,
  useDocsPreferredVersion,
  useLatestVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/constants';

/** The docs version a reader is reading, as search and Ask AI scope to it. */
export interface ReadDocsVersion {
  /** The docs plugin's version name ("current", "5.5"). */
  name: string;
  /** Its label in the version menu ("Next", "5.5"). */
  label: string;
  isLast: boolean;
  /** Whether the site has more than one docs version (with one, nothing needs to say which). */
  several: boolean;
}

/**
 * The version of the doc page being read, else the one the reader chose in the version menu (stored as
 * `docs-preferred-version-default`), else the latest: the choice Docusaurus's `useContextualSearchFilters` makes for
 * the search tags, read from the docs plugin's own data.
 */
export function useReadDocsVersion(): ReadDocsVersion {
  // The version only: `useActiveDocContext` would also look for the page's doc among all docs, on every page (the
  // search button and Ask AI are on all of them), a cost that grows with the docs.
  const activeVersion = useActiveVersion(undefined);
  const {preferredVersion} = useDocsPreferredVersion();
  const latest = useLatestVersion(undefined);
  const versions = useVersions(undefined);
  const version = activeVersion ?? preferredVersion ?? latest;
  return {name: version.name, label: version.label, isLast: version.isLast, several: versions.length > 1};
}

/**
 * The search tags of the /search page: with `?version=<name>` of a known docs version (the search modal's "See all
 * results" link from a page of that version), the pages and that version's docs; otherwise what
 * `useContextualSearchFilters` gives (the preferred version, else the latest), as DocSearch's search page does.
 */
export function useSearchPageScope(versionName: string | null): {locale: string; tags: string[]; version: ReadDocsVersion} {
  const {locale, tags} = useContextualSearchFilters();
  const read = useReadDocsVersion();
  const versions = useVersions(undefined);
  const asked = versionName === null ? undefined : versions.find((version) => version.name === versionName);
  if (!asked) return {locale, tags, version: read};
  return {
    locale,
    tags: [DEFAULT_SEARCH_TAG, getDocsVersionSearchTag(DEFAULT_PLUGIN_ID, asked.name)],
    version: {name: asked.name, label: asked.label, isLast: asked.isLast, several: versions.length > 1},
  };
}
