import {describe, expect, it} from 'vitest';
import {EARLY_TAPS, EARLY_TAPS_GLOBAL, HELD_CONTROLS} from '../../src/framework/early-taps/earlyTaps';

/**
 * The inline script of src/framework/early-taps/earlyTaps.ts run against a stand-in document: which clicks it holds (and stops), and
 * what the client module takes from it. (tests/e2e/earlyTaps.spec.ts taps real controls before hydration.)
 */
interface FakeElement {
  name: string;
  type?: string;
  form?: object;
  /** What `closest(selector)` finds for the two selectors the script asks. */
  control?: FakeElement | null;
  link?: FakeElement | null;
  closest(selector: string): FakeElement | null;
}

function element(name: string, options: Partial<FakeElement> = {}): FakeElement {
  const self: FakeElement = {
    name,
    ...options,
    closest(selector: string) {
      if (selector === HELD_CONTROLS) return self.control === undefined ? self : self.control;
      if (selector === 'a[href]') return self.link ?? null;
      throw new Error(`unexpected selector ${selector}`);
    },
  };
  return self;
}

function page() {
  let listener: ((event: unknown) => void) | undefined;
  const document = {
    addEventListener: (type: string, fn: (event: unknown) => void, capture: boolean) => {
      expect([type, capture]).toEqual(['click', true]);
      listener = fn;
    },
    removeEventListener: (type: string, fn: (event: unknown) => void, capture: boolean) => {
      if (type === 'click' && capture && fn === listener) listener = undefined;
    },
  };
  const window: Record<string, unknown> = {};
  new Function('document', 'window', EARLY_TAPS)(document, window);
  return {
    /** Clicks a target; whether the click was held (default prevented and stopped). */
    click(target: FakeElement | null): boolean {
      let prevented = false;
      let stopped = false;
      listener?.({target, preventDefault: () => (prevented = true), stopPropagation: () => (stopped = true)});
      expect(prevented).toBe(stopped);
      return prevented;
    },
    take: () => (window[EARLY_TAPS_GLOBAL] as () => FakeElement[])(),
  };
}

describe('taps held before hydration (src/framework/early-taps/earlyTaps.ts)', () => {
  it('holds clicks on controls, in order, each control once at its last tap, and hands them over once, then holds no more', () => {
    const held = page();
    const menu = element('menu');
    const typescript = element('TypeScript tab');
    const javascript = element('JavaScript tab');
    const icon = element('icon inside the menu button', {control: menu});
    expect(held.click(menu)).toBe(true);
    expect(held.click(typescript)).toBe(true);
    expect(held.click(javascript)).toBe(true);
    expect(held.click(icon)).toBe(true);
    expect(held.click(typescript)).toBe(true);
    expect(held.take().map((control) => control.name)).toEqual(['JavaScript tab', 'menu', 'TypeScript tab']);
    expect(held.click(menu)).toBe(false);
  });

  it('leaves alone what works without scripts: links, submit buttons, and what is no control', () => {
    const held = page();
    const inLink = element('button inside a link', {link: element('link')});
    const submit = element('search', {type: 'submit', form: {}});
    const plain = element('close', {type: 'button', form: {}});
    const text = element('paragraph', {control: null});
    expect(held.click(inLink)).toBe(false);
    expect(held.click(submit)).toBe(false);
    expect(held.click(text)).toBe(false);
    expect(held.click(null)).toBe(false);
    expect(held.click(plain)).toBe(true);
    expect(held.take().map((control) => control.name)).toEqual(['close']);
  });
});
