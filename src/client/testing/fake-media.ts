/**
 * jsdom has no matchMedia. This stand-in answers the two queries the app asks (viewport width and
 * the device's dark preference) from state a test sets, and tells listeners when it changes.
 */
type MediaState = { viewportWidth: number; devicePrefersDark: boolean };

const defaultState: MediaState = { viewportWidth: 1440, devicePrefersDark: false };
let state: MediaState = { ...defaultState };
const listeners = new Set<() => void>();

function matches(query: string): boolean {
  const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
  if (maxWidth) return state.viewportWidth <= Number(maxWidth[1]);
  if (query.includes('prefers-color-scheme: dark')) return state.devicePrefersDark;
  return false;
}

function fakeMatchMedia(query: string): MediaQueryList {
  const list = new EventTarget() as MediaQueryList;
  const onChange = () => list.dispatchEvent(new Event('change'));
  Object.defineProperties(list, {
    media: { value: query },
    matches: { get: () => matches(query) },
    onchange: { value: null, writable: true },
  });
  // Listeners live as long as the test; the set is cleared when media state resets.
  listeners.add(onChange);
  return list;
}

export function installFakeMedia(): void {
  state = { ...defaultState };
  listeners.clear();
  window.matchMedia = fakeMatchMedia;
}

export function setMedia(change: Partial<MediaState>): void {
  state = { ...state, ...change };
  listeners.forEach((notify) => notify());
}
