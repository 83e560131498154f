import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no scrolling; react-router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

// jsdom does not lay anything out, so it has no ResizeObserver; Radix's popper (menus) measures
// with one. Nothing is ever resized here, so an observer that never reports is the truth.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
