import '@testing-library/jest-dom/vitest';
// Every language's texts, as the server has them: a test switches without waiting for a fetch.
import '@common/i18n/all-catalogues';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { switchLocale } from '../lib/i18n/locale-store';
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

afterEach(async () => {
  cleanup();
  await switchLocale('en');
  localStorage.clear();
  stopFakeApi();
  vi.restoreAllMocks();
  const breaches = takeContractBreaches();
  if (breaches.length) throw new Error(`The fake API broke its contracts:\n${breaches.join('\n')}`);
  if (errors.length)
    throw new Error(`Unexpected console.error: ${errors.map((e) => e.join(' ')).join('\n')}`);
});
