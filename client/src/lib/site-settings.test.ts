import { siteContracts } from '@common/contracts/site';
import { describe, expect, it } from 'vitest';
import { keyOf } from './api-client';
import { siteQuery } from './site-settings';
import { siteSettingsKey } from './site-settings-key';

describe('the site settings query', () => {
  it('is kept under the key the home page reads without loading the contracts', () => {
    expect(siteQuery.queryKey).toEqual(keyOf(siteContracts.settings));
    expect(siteSettingsKey).toEqual(keyOf(siteContracts.settings));
  });
});
