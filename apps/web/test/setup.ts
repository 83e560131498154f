import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: a lazy page's first import is
// compiled on demand, which on a busy 2-core machine took longer than a second and failed tests
// that pass alone. A test that fails still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; react-router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

// jsdom does not lay anything out, so it has no ResizeObserver; Radix's popper (menus) measures
// with one. Nothing is ever resized here, so an observer that never reports is the truth.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
