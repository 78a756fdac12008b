import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

afterEach(() => cleanup());

// A test that switches the interface language starts loading antd's locale for it (i18n/antdProvider.tsx) and
// may end before it arrives; the files share their worker (isolate: false), and the worker's last file must not
// end with a module still loading ("Cannot load … after the environment was torn down"). Waiting for the
// seven locales at the end of each file finishes any load in flight (each is loaded once a worker).
afterAll(async () => {
  await Promise.all([
    import("antd/es/locale/de_DE"),
    import("antd/es/locale/en_GB"),
    import("antd/es/locale/es_ES"),
    import("antd/es/locale/ca_ES"),
    import("antd/es/locale/fr_FR"),
    import("antd/es/locale/nl_NL"),
    import("antd/es/locale/zh_CN"),
  ]);
});

// antd reads matchMedia for responsive grids; jsdom lacks it.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }),
  });
}

// jsdom computes no pseudo-element styles and has no scrolling: it answers the element's own style and does
// nothing, and prints a "Not implemented" stack trace each time (antd's modals and drawers measure the scroll
// bar through "::-webkit-scrollbar" when they open). The same answers without the noise, so that a real
// failure stands out in the output. Shadow DOM pseudo-elements still throw as jsdom makes them.
//
// jsdom also matches each element against every rule of antd's style tags (thousands) each time the document
// changed, and Testing Library's role and name queries ask for the style of most elements: tens of
// milliseconds a call. Of those rules, only the ones that can hide an element or stop its pointer events
// change what a test sees (jsdom lays nothing out), so the others are dropped from each style sheet before
// styles are computed. Style sheets whose text changes are parsed anew by jsdom and pruned again.
const SEEN_BY_TESTS = new Set(["display", "visibility", "pointer-events", "content"]);
const pruned = new WeakSet<CSSStyleSheet>();
function pruneRules(list: CSSRuleList, remove: (index: number) => void): void {
  for (let i = list.length - 1; i >= 0; i--) {
    const rule = list[i] as CSSRule & { style?: CSSStyleDeclaration; cssRules?: CSSRuleList; deleteRule?: (index: number) => void };
    if (rule.style) {
      if (!Array.from(rule.style).some((property) => SEEN_BY_TESTS.has(property))) remove(i);
    } else if (rule.cssRules && rule.deleteRule) {
      const group = rule as CSSGroupingRule;
      pruneRules(group.cssRules, (index) => group.deleteRule(index));
    }
  }
}
function pruneStyleSheets(): void {
  for (const sheet of Array.from(document.styleSheets)) {
    if (pruned.has(sheet)) continue;
    pruned.add(sheet);
    pruneRules(sheet.cssRules, (index) => sheet.deleteRule(index));
  }
}
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
  pruneStyleSheets();
  return pseudoElement && !/^::(?:part|slotted)\(/i.test(pseudoElement) ? computedStyle(element) : computedStyle(element, pseudoElement);
};
window.scrollTo = () => {};

// Every signed-in screen runs inside the shell, which registers the error texts of the calls made after login.
import "../i18n/errors";
