import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {importerReplacementPlugin} from '../importerReplacement';

/**
 * A patch, listed in src/framework/README.md: the docs plugin's client (`@docusaurus/plugin-content-docs/client`) gets
 * ./docsClientUtils.ts and ./docsUtils.ts in place of its own two modules of those names, which find the page's doc and
 * its route with a lookup instead of a scan of every doc (why: those files). In the client and the server bundle
 * alike: static generation is where the scans cost a build time in proportion to the square of its pages.
 */
const NAME = 'tessera-active-doc';
const REPLACEMENTS: Record<string, string> = {
  docsClientUtils: path.join(__dirname, 'docsClientUtils.ts'),
  docsUtils: path.join(__dirname, 'docsUtils.ts'),
};
/** The docs client's entry, the one importer whose modules are replaced (the replacements import the originals). */
const DOCS_CLIENT_ENTRY = /plugin-content-docs[\\/]lib[\\/]client[\\/]index\.js$/;

export default function activeDocPlugin(): Plugin {
  return importerReplacementPlugin(
    NAME,
    /^\.\/(docsClientUtils|docsUtils)(\.js)?$/,
    DOCS_CLIENT_ENTRY,
    (request) => REPLACEMENTS[/^\.\/(\w+)/.exec(request)![1]!]!,
  );
}
