import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

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
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudoElement?: string | null) =>
  pseudoElement && !/^::(?:part|slotted)\(/i.test(pseudoElement) ? computedStyle(element) : computedStyle(element, pseudoElement);
window.scrollTo = () => {};

// Every signed-in screen runs inside the shell, which registers the error texts of the calls made after login.
import "../i18n/errors";
