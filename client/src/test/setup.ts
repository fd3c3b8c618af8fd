import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stopFakeApi, takeContractBreaches } from './fake-api';

/**
 * React's warning for <search>, a valid HTML element (grouping content) that jsdom still
 * creates as HTMLUnknownElement (https://github.com/jsdom/jsdom/issues/3882); browsers know it.
 */
const jsdomLacksSearch = (args: unknown[]) =>
  typeof args[0] === 'string' &&
  args[0].startsWith('The tag <%s> is unrecognized in this browser.') &&
  args[1] === 'search';

/** A test fails on an unexpected console.error, as the server's tests do. */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!jsdomLacksSearch(args)) errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  stopFakeApi();
  vi.restoreAllMocks();
  const breaches = takeContractBreaches();
  if (breaches.length) throw new Error(`The fake API broke its contracts:\n${breaches.join('\n')}`);
  if (errors.length)
    throw new Error(`Unexpected console.error: ${errors.map((e) => e.join(' ')).join('\n')}`);
});
