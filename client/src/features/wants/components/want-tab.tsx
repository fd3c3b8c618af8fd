import { Alert, Loading } from '@client/components/feedback';
import { TrashIcon } from '@client/components/icons';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { deleteWant, useWants, wantsKey } from '../api';
import { WantGroups } from './want-groups';

/** My lists' Want tab: my wish list by category, each item with a delete button. */
export function WantTab() {
  const wants = useWants();
  const client = useQueryClient();
  const t = useT('wants');
  const remove = useMutation({
    mutationFn: deleteWant,
    onSettled: () => client.invalidateQueries({ queryKey: wantsKey }),
    // docs/product.md §8.2: deleting a want fails silently; the item simply stays in the list.
    onError: (error) => console.warn('Deleting a wish-list item failed', error),
  });
  if (wants.isPending) return <Loading />;
  if (wants.isError) return <Alert>{t('wants.error.fetchData')}</Alert>;
  return (
    <>
      <p className="want-tab__seasons">
        <Link to={paths.seasons}>{t('nav.seasons')}</Link>
      </p>
      <WantGroups
        wants={wants.data}
        action={(want) => (
          <button
            type="button"
            className="icon-btn want-item__delete"
            aria-label={t('wants.delete', { title: want.title })}
            disabled={remove.isPending && remove.variables === want.id}
            onClick={() => remove.mutate(want.id)}
          >
            <TrashIcon width={20} height={20} />
          </button>
        )}
      />
    </>
  );
}
