import {describe, expect, it} from 'vitest';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import * as stock from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import * as patched from '../../src/framework/active-doc/docsClientUtils';

/** Docs plugin global data of the shape the build writes: a frozen 5.5 under /5.5, the docs being written at the root. */
function data(extraDocs: {id: string; path: string}[] = []): GlobalPluginData {
  const docs = (prefix: string) => [
    {id: 'intro', path: `${prefix}/intro`, sidebar: 'dev'},
    {id: 'dev-docs/faq', path: `${prefix}/dev-docs/faq`, sidebar: 'dev'},
    {id: 'dev-docs/api/rest', path: `${prefix}/dev-docs/api/rest/`, sidebar: 'dev'},
    {id: 'Cloud/Plans', path: `${prefix}/cloud/Plans`, sidebar: 'cloud'},
    {id: 'index', path: `${prefix}/`, sidebar: 'dev'},
    // Two docs at one path: the first one wins.
    {id: 'dup-a', path: `${prefix}/dup`},
    {id: 'dup-b', path: `${prefix}/dup`},
  ];
  return {
    path: '/',
    versions: [
      {name: '5.5', label: '5.5', isLast: false, path: '/5.5', mainDocId: 'intro', docs: docs('/5.5'), draftIds: [], sidebars: {}},
      {
        name: 'current',
        label: 'Next',
        isLast: true,
        path: '/',
        mainDocId: 'intro',
        docs: [...docs(''), ...extraDocs],
        draftIds: [],
        sidebars: {},
      },
    ],
    breadcrumbs: true,
  } as GlobalPluginData;
}

const PATHNAMES = [
  '/',
  '',
  '/intro',
  '/intro/',
  '/INTRO',
  '/intro//',
  '/intro/more',
  '/dev-docs/faq',
  '/dev-docs/api/rest',
  '/dev-docs/api/rest/',
  '/cloud/plans',
  '/dup',
  '/tags/rest',
  '/search',
  '/5.5',
  '/5.5/',
  '/5.5/intro',
  '/5.5/dev-docs/faq/',
  '/5.5/cloud/PLANS',
  '/5.5/nothing',
  '/print/dev-docs/api/rest',
  '/caf%C3%A9',
  '/café',
];

describe('active-doc patch (src/framework/active-doc): the page doc found by a lookup', () => {
  it('gives what the stock scan gives, for doc pages, other pages, case, trailing slashes and both versions', () => {
    for (const site of [data(), data([{id: 'odd', path: '/odd/:param'}]), data([{id: 'accent', path: '/café'}])]) {
      for (const pathname of PATHNAMES) {
        expect(patched.getActiveDocContext(site, pathname), pathname).toEqual(stock.getActiveDocContext(site, pathname));
        expect(patched.getDocVersionSuggestions(site, pathname), pathname).toEqual(stock.getDocVersionSuggestions(site, pathname));
      }
    }
  });

  it('finds the doc of a page and its twin in the other version', () => {
    const context = patched.getActiveDocContext(data(), '/5.5/dev-docs/faq');
    expect(context.activeVersion?.name).toBe('5.5');
    expect(context.activeDoc?.id).toBe('dev-docs/faq');
    expect(Object.keys(context.alternateDocVersions).sort()).toEqual(['5.5', 'current']);
    expect(patched.getActiveDocContext(data(), '/dup').activeDoc?.id).toBe('dup-a');
  });

  it('keeps the other functions of the module', () => {
    expect(patched.getActiveVersion).toBe(stock.getActiveVersion);
    expect(patched.getLatestVersion).toBe(stock.getLatestVersion);
    expect(patched.getActivePlugin).toBe(stock.getActivePlugin);
  });
});
