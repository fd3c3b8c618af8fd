import { vi } from 'vitest';

/**
 * Makes `window.matchMedia` answer as a screen `width` px wide would, for min-width queries
 * (jsdom has no layout, so no matchMedia of its own). Undo with vi.unstubAllGlobals().
 */
export function stubScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}
