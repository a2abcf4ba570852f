/**
 * Taps before hydration. A page is shown before its scripts run (src/framework/page-template/startAfterPaint.ts), and React attaches its
 * handlers only when it hydrates, about half a second later on a slow phone: a tap on the menu button, the search
 * button or a tab in between did nothing, and the reader had to tap again. `EARLY_TAPS`, an inline script in the
 * head, holds such clicks from the moment the head is parsed; `EarlyTapsReplay` (mounted by src/theme/Root.tsx) takes
 * them once the page has hydrated and clicks the same controls again, in order, each once. Links and submit buttons
 * work without scripts and are left alone. Pure: no Docusaurus, no DOM.
 */

/** The global through which `EarlyTapsReplay` takes the held taps (and stops the holding). */
export const EARLY_TAPS_GLOBAL = '__tesseraEarlyTaps';

/** The controls whose clicks are held: they do nothing until React has hydrated them. */
export const HELD_CONTROLS = 'button, [role="button"], [role="tab"]';

/**
 * The inline script: the same text on every page, so one CSP hash covers it (the security-headers plugin adds it).
 * A held click does nothing now (no default action, no other listener) and is clicked again after hydration. A
 * control tapped again counts once, at its last tap: a reader who tapped the menu button twice because nothing
 * happened wants the menu open.
 */
export const EARLY_TAPS = `(function () {
  var held = [];
  function hold(event) {
    var target = event.target;
    var control = target && target.closest ? target.closest(${JSON.stringify(HELD_CONTROLS)}) : null;
    if (!control || control.closest("a[href]") || (control.type === "submit" && control.form)) return;
    event.preventDefault();
    event.stopPropagation();
    var earlier = held.indexOf(control);
    if (earlier >= 0) held.splice(earlier, 1);
    held.push(control);
  }
  document.addEventListener("click", hold, true);
  window.${EARLY_TAPS_GLOBAL} = function () {
    document.removeEventListener("click", hold, true);
    return held;
  };
})();`;
