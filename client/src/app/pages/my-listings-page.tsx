import { buttonClass } from '@client/components/button';
import { PlusIcon } from '@client/components/icons';
import { PageHeader } from '@client/components/page-header';
import { Tabs } from '@client/components/tabs';
import { HaveTab } from '@client/features/listings/components/have-tab';
import { WantTab } from '@client/features/wants/components/want-tab';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { Link, useSearchParams } from 'react-router-dom';
import './my-listings-page.css';

type Tab = 'have' | 'want';

/**
 * My lists (docs/product.md §7.3): Have and Want tabs, the tab kept in ?tab=want. The Have tab
 * comes from the listings feature and the Want tab from the wants feature.
 */
export function MyListingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'want' ? 'want' : 'have';
  // Both tabs' words at once: switching tabs never waits for a catalogue.
  const t = useT('listings', 'wants');
  return (
    <div className="page page--wide my-lists">
      <PageHeader
        title={t('listings.myLists.title')}
        actions={
          <Link
            to={tab === 'want' ? paths.postWant : paths.newListing}
            className={buttonClass('primary', { small: true })}
            aria-label={t(
              tab === 'want' ? 'listings.myLists.addWants' : 'listings.myLists.addListing',
            )}
          >
            <PlusIcon width={18} height={18} />
            {t('listings.myLists.add')}
          </Link>
        }
      />
      {/* What is promised needs a time to change hands (docs/product.md §7.15). */}
      <p className="my-lists__pickups">
        <Link to={paths.pickups}>{t('nav.pickups')}</Link>
      </p>
      <Tabs
        label={t('listings.myLists.title')}
        tabs={[
          { value: 'have', label: t('listings.tab.have') },
          { value: 'want', label: t('listings.tab.want') },
        ]}
        value={tab}
        onChange={(next) => setSearchParams(next === 'want' ? { tab: 'want' } : {})}
      />
      {tab === 'want' ? <WantTab /> : <HaveTab />}
    </div>
  );
}
