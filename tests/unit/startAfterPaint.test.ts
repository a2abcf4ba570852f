import {describe, expect, it} from 'vitest';
import {LOADER, SCRIPTS_ATTRIBUTE} from '../../src/framework/page-template/startAfterPaint';

/**
 * The loader of src/framework/page-template/startAfterPaint.ts run against a stand-in document and PerformanceObserver: which scripts it
 * has inserted after each event a page goes through.
 */
function page(options: {readyState?: 'loading' | 'interactive'; hidden?: boolean; paintTiming?: boolean; observeThrows?: boolean}) {
  const inserted: {src: string; async: boolean}[] = [];
  const listeners = new Map<string, (() => void)[]>();
  let observer: ((entries: {getEntriesByName(name: string): unknown[]}, observer: {disconnect(): void}) => void) | undefined;
  const document = {
    readyState: options.readyState ?? 'interactive',
    hidden: options.hidden ?? false,
    currentScript: {
      getAttribute: (name: string) => (name === SCRIPTS_ATTRIBUTE ? '/assets/js/runtime~main.1.js /assets/js/main.2.js' : null),
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    createElement: () => ({src: '', async: true}),
    head: {appendChild: (script: {src: string; async: boolean}) => inserted.push({...script})},
  };
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['resource'] : ['paint', 'resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {
      if (options.observeThrows) throw new TypeError('observe() needs entryTypes');
    }
  }
  const window = {PerformanceObserver: FakeObserver};
  new Function('document', 'window', LOADER)(document, window);
  const fire = (type: string) => listeners.get(type)?.forEach((listener) => listener());
  return {
    inserted: () => inserted.map(({src}) => src),
    asyncFlags: () => inserted.map((script) => script.async),
    paint(name: 'first-paint' | 'first-contentful-paint') {
      observer?.({getEntriesByName: (asked) => (asked === name ? [{}] : [])}, {disconnect: () => (observer = undefined)});
    },
    parsed() {
      document.readyState = 'interactive';
      fire('DOMContentLoaded');
    },
    hide() {
      document.hidden = true;
      fire('visibilitychange');
    },
  };
}

const BOTH = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];

describe('the loader that starts the app after the first paint (src/framework/page-template/startAfterPaint.ts)', () => {
  it('inserts the scripts in order, not async, once the first contentful paint is shown, and only once', () => {
    const parsedPage = page({});
    expect(parsedPage.inserted()).toEqual([]);
    parsedPage.paint('first-paint');
    expect(parsedPage.inserted()).toEqual([]);
    parsedPage.paint('first-contentful-paint');
    expect(parsedPage.inserted()).toEqual(BOTH);
    expect(parsedPage.asyncFlags()).toEqual([false, false]);
    parsedPage.hide();
    expect(parsedPage.inserted()).toEqual(BOTH);
  });

  it('waits for the page to be parsed when the paint comes first', () => {
    const loading = page({readyState: 'loading'});
    loading.paint('first-contentful-paint');
    expect(loading.inserted()).toEqual([]);
    loading.parsed();
    expect(loading.inserted()).toEqual(BOTH);
  });

  it('starts once parsed on a page that gets no frames: hidden at first, or hidden before its first paint', () => {
    const hidden = page({readyState: 'loading', hidden: true});
    expect(hidden.inserted()).toEqual([]);
    hidden.parsed();
    expect(hidden.inserted()).toEqual(BOTH);

    const hiddenLater = page({readyState: 'loading'});
    hiddenLater.hide();
    hiddenLater.parsed();
    expect(hiddenLater.inserted()).toEqual(BOTH);
  });

  it('starts once parsed in a browser without paint timing, or whose observer refuses the options', () => {
    const withoutPaint = page({paintTiming: false});
    expect(withoutPaint.inserted()).toEqual(BOTH);
    const refusing = page({readyState: 'loading', observeThrows: true});
    refusing.parsed();
    expect(refusing.inserted()).toEqual(BOTH);
  });
});
