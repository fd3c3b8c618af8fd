import { PageHeader } from '@client/components/page-header';
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
  return (
    <div className="page page--readable">
      <PageHeader title="Filter Listings" back={true} />
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
