import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installFakeMedia } from '@client/testing/fake-media';

// jsdom lacks the layout and pointer APIs Radix calls; these inert versions let menus, selects
// and tooltips run as they do in a browser.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => {};
Element.prototype.hasPointerCapture = () => false;
Element.prototype.releasePointerCapture = () => {};

// findBy* and waitFor wait for their condition; a screen's first render (lazy chunks, first queries)
// can take over the default second on two busy cores.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  installFakeMedia();
  window.localStorage.clear();
  document.documentElement.className = '';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
