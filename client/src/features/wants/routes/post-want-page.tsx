import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { PlusIcon, TrashIcon } from '@client/components/icons';
import { PageHeader } from '@client/components/page-header';
import { Tabs } from '@client/components/tabs';
import { errorDetail, statusOf } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { KeyOf } from '@common/i18n/namespaces';
import type { WantListing } from '@common/types';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Control, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { saveWantBatch, useWants, wantsKey } from '../api';
import { MonthChips } from '../components/month-chips';
import {
  blankRow,
  canAdd,
  FORM_CATEGORIES,
  isEmptyBatch,
  rowsFrom,
  toBatch,
  type WishListForm,
  wishListFormSchema,
} from '../wish-list-form';
import '../components/wants.css';

/** Create listing's Want tab (docs/product.md §8.3): the wish list by category, saved all at once. */
export function PostWantPage() {
  const wants = useWants();
  const navigate = useNavigate();
  const t = useT('wants');
  return (
    <div className="page page--readable">
      <PageHeader title={t('wants.post.title')} back={paths.myWants} />
      <Tabs
        label={t('wants.post.kind')}
        tabs={[
          { value: 'have', label: t('wants.tab.have') },
          { value: 'want', label: t('wants.tab.want') },
        ]}
        value="want"
        onChange={(tab) => {
          if (tab === 'have') navigate(paths.newListing);
        }}
      />
      {wants.isPending ? (
        <Loading />
      ) : wants.isError ? (
        <Alert>{t('wants.error.fetchData')}</Alert>
      ) : (
        <WishListEditor saved={wants.data} />
      )}
    </div>
  );
}

export function WishListEditor({ saved }: { saved: WantListing[] }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const t = useT('wants');
  // A key, and the server's detail when it gave one: said in the language of the moment.
  const [formError, setFormError] = useState<{ key: KeyOf<'wants'>; detail?: string }>();
  const form = useForm<WishListForm>({
    resolver: zodResolver(wishListFormSchema),
    defaultValues: { items: rowsFrom(saved) },
  });
  const { control, handleSubmit, formState } = form;
  const rows = useFieldArray({ control, name: 'items', keyName: 'key' });
  // "Nothing to save" holds only while it is true: it goes as soon as an item is filled in.
  const items = useWatch({ control, name: 'items' });
  const somethingToSave = !isEmptyBatch(toBatch(items));
  useEffect(() => {
    if (somethingToSave)
      setFormError((e) => (e?.key === 'wants.form.nothingToSave' ? undefined : e));
  }, [somethingToSave]);

  const onSubmit = async (values: WishListForm) => {
    setFormError(undefined);
    const batch = toBatch(values.items);
    if (isEmptyBatch(batch)) {
      setFormError({ key: 'wants.form.nothingToSave' });
      return;
    }
    try {
      await saveWantBatch(batch);
    } catch (error) {
      // The batch is one transaction: on failure nothing was applied, so trying again is safe.
      const detail = statusOf(error) === 409 ? errorDetail(error) : undefined;
      setFormError(
        detail ? { key: 'wants.form.saveFailedBecause', detail } : { key: 'wants.form.saveFailed' },
      );
      return;
    }
    await client.invalidateQueries({ queryKey: wantsKey });
    navigate(paths.myWants);
  };

  return (
    <form className="wish-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className="muted">{t('wants.form.intro')}</p>
      {formError && (
        <Alert onDismiss={() => setFormError(undefined)}>
          {t(formError.key, { detail: formError.detail ?? '' })}
        </Alert>
      )}
      {FORM_CATEGORIES.map((category) => (
        <CategoryRows
          key={category.id}
          control={control}
          category={category}
          rows={rows}
          form={form}
        />
      ))}
      <Button type="submit" block disabled={formState.isSubmitting}>
        {t(formState.isSubmitting ? 'wants.form.saving' : 'wants.form.save')}
      </Button>
    </form>
  );
}

function CategoryRows({
  control,
  category,
  rows,
  form,
}: {
  control: Control<WishListForm>;
  category: (typeof FORM_CATEGORIES)[number];
  rows: ReturnType<typeof useFieldArray<WishListForm, 'items', 'key'>>;
  form: ReturnType<typeof useForm<WishListForm>>;
}) {
  const values = useWatch({ control, name: 'items' });
  const t = useT('wants');
  const name = t(category.label);
  const errors = form.formState.errors.items;
  const indexes = rows.fields
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => field.category_id === category.id);
  let position = 0;
  return (
    <fieldset className="wish-category">
      <legend className="wish-category__name">{name}</legend>
      <ul className="wish-rows">
        {indexes.map(({ field, index }) => {
          const value = values[index] ?? field;
          const deleted = value.deleted;
          const error = errors?.[index]?.title?.message;
          const label = t('wants.form.item', { category: name, position: ++position });
          return (
            <li key={field.key} className={`wish-row${deleted ? ' wish-row--deleted' : ''}`}>
              <div className="wish-row__field">
                <TextField
                  id={`want-${field.key}`}
                  label={label}
                  hideLabel
                  placeholder={t('wants.form.placeholder', { category: name })}
                  autoComplete="off"
                  enterKeyHint="done"
                  disabled={deleted}
                  error={error}
                  hint={deleted ? t('wants.form.willBeRemoved') : undefined}
                  {...form.register(`items.${index}.title`)}
                />
                <MonthChips
                  item={label}
                  months={value.months}
                  disabled={deleted}
                  onChange={(months) =>
                    form.setValue(`items.${index}.months`, months, { shouldDirty: true })
                  }
                />
              </div>
              {value.wantId !== undefined ? (
                <Button
                  variant="ghost"
                  small
                  aria-pressed={deleted}
                  aria-label={t(deleted ? 'wants.form.keep' : 'wants.form.remove', { item: label })}
                  onClick={() =>
                    form.setValue(`items.${index}.deleted`, !deleted, { shouldDirty: true })
                  }
                >
                  {deleted ? t('wants.form.undo') : <TrashIcon width={20} height={20} />}
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  small
                  aria-label={t('wants.form.remove', { item: label })}
                  onClick={() => rows.remove(index)}
                >
                  <TrashIcon width={20} height={20} />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        small
        disabled={!canAdd(values, category.id)}
        onClick={() => rows.append(blankRow(category.id))}
      >
        <PlusIcon width={18} height={18} />
        {t('wants.form.add', { category: name })}
      </Button>
    </fieldset>
  );
}
