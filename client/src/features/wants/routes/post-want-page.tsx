import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { PlusIcon, TrashIcon } from '@client/components/icons';
import { PageHeader } from '@client/components/page-header';
import { Tabs } from '@client/components/tabs';
import { errorDetail, statusOf } from '@client/lib/api';
import { paths } from '@client/paths';
import { NOTHING_TO_SAVE_MESSAGE, SAVE_FAILED_MESSAGE } from '@common/schemas/wants';
import type { WantListing } from '@common/types';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Control, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { saveWantBatch, useWants, wantsKey } from '../api';
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
  return (
    <div className="page page--readable">
      <PageHeader title="Create listing" back={paths.myWants} />
      <Tabs
        label="Listing kind"
        tabs={[
          { value: 'have', label: 'Have' },
          { value: 'want', label: 'Want' },
        ]}
        value="want"
        onChange={(tab) => {
          if (tab === 'have') navigate(paths.newListing);
        }}
      />
      {wants.isPending ? (
        <Loading />
      ) : wants.isError ? (
        <Alert>Failed to fetch data. Please try again later.</Alert>
      ) : (
        <WishListEditor saved={wants.data} />
      )}
    </div>
  );
}

export function WishListEditor({ saved }: { saved: WantListing[] }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [formError, setFormError] = useState<string>();
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
    if (somethingToSave) setFormError((e) => (e === NOTHING_TO_SAVE_MESSAGE ? undefined : e));
  }, [somethingToSave]);

  const onSubmit = async (values: WishListForm) => {
    setFormError(undefined);
    const batch = toBatch(values.items);
    if (isEmptyBatch(batch)) {
      setFormError(NOTHING_TO_SAVE_MESSAGE);
      return;
    }
    try {
      await saveWantBatch(batch);
    } catch (error) {
      // The batch is one transaction: on failure nothing was applied, so trying again is safe.
      const detail = statusOf(error) === 409 ? errorDetail(error) : undefined;
      setFormError(detail ? `${SAVE_FAILED_MESSAGE} ${detail}` : SAVE_FAILED_MESSAGE);
      return;
    }
    await client.invalidateQueries({ queryKey: wantsKey });
    navigate(paths.myWants);
  };

  return (
    <form className="wish-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className="muted">
        Tell your neighbours what you are looking for. You hear from us when someone nearby, or a
        friend, lists it.
      </p>
      {formError && <Alert onDismiss={() => setFormError(undefined)}>{formError}</Alert>}
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
        {formState.isSubmitting ? 'Saving...' : 'Save'}
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
  const errors = form.formState.errors.items;
  const indexes = rows.fields
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => field.category_id === category.id);
  let position = 0;
  return (
    <fieldset className="wish-category">
      <legend className="wish-category__name">{category.name}</legend>
      <ul className="wish-rows">
        {indexes.map(({ field, index }) => {
          const value = values[index] ?? field;
          const deleted = value.deleted;
          const error = errors?.[index]?.title?.message;
          const label = `${category.name} item ${++position}`;
          return (
            <li key={field.key} className={`wish-row${deleted ? ' wish-row--deleted' : ''}`}>
              <div className="wish-row__field">
                <TextField
                  id={`want-${field.key}`}
                  label={label}
                  hideLabel
                  placeholder={`Add ${category.name}…`}
                  autoComplete="off"
                  enterKeyHint="done"
                  disabled={deleted}
                  error={error}
                  hint={deleted ? 'Will be removed when you save' : undefined}
                  {...form.register(`items.${index}.title`)}
                />
              </div>
              {value.wantId !== undefined ? (
                <Button
                  variant="ghost"
                  small
                  aria-pressed={deleted}
                  aria-label={deleted ? `Keep ${label}` : `Remove ${label}`}
                  onClick={() =>
                    form.setValue(`items.${index}.deleted`, !deleted, { shouldDirty: true })
                  }
                >
                  {deleted ? 'Undo' : <TrashIcon width={20} height={20} />}
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  small
                  aria-label={`Remove ${label}`}
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
        Add {category.name} item
      </Button>
    </fieldset>
  );
}
