import { PageHeader } from '@client/components/page-header';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FilterForm } from '../components/filter-form';
import { filtersFromParams, paramsFromFilters } from '../filters';
import '../listings.css';

/** The filter mock-up as a page (docs/product.md §7.5): it filters and sorts the marketplace. */
export function FilterPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromParams(searchParams, 'public');
  const t = useT('listings');
  return (
    <div className="page page--readable">
      <PageHeader title={t('listings.filter.title')} back={true} />
      <div className="card">
        <FilterForm
          initial={filters}
          onCancel={() => navigate(-1)}
          onApply={(next) => navigate(`${paths.listings}?${paramsFromFilters(next)}`)}
        />
      </div>
    </div>
  );
}
