import { CATEGORIES } from '@common/codes';
import { text } from '@common/i18n/format';
import { TITLE_MAX, WANT_TITLE_MIN, WANTS_PER_CATEGORY } from '@common/limits';
import { type WantBatchInput, wantTitle } from '@common/schemas/wants';
import type { WantListing } from '@common/types';
import { z } from 'zod';

/** One row of the /post-want form: an existing want (with `wantId`) or a new one. */
export interface WishRow {
  wantId?: number | undefined;
  title: string;
  /** The saved title of an existing want, to tell what changed. */
  original: string;
  category_id: number;
  /** Existing wants are marked for deletion, and deleted only on save. */
  deleted: boolean;
  /** The months it is wanted in, every year, sorted; none: all year (docs/product.md §8.11). */
  months: number[];
  /** The saved months of an existing want, to tell what changed. */
  originalMonths: number[];
}

export interface WishListForm {
  items: WishRow[];
}

export const FORM_CATEGORIES = [
  { id: CATEGORIES.produce, label: 'format.category.produce' },
  { id: CATEGORIES.seeds, label: 'format.category.seeds' },
  { id: CATEGORIES.plants, label: 'format.category.plants' },
] as const;

export const blankRow = (categoryId: number): WishRow => ({
  title: '',
  original: '',
  category_id: categoryId,
  deleted: false,
  months: [],
  originalMonths: [],
});

/** The saved wish list as rows, with one blank row ready in each empty category. */
export function rowsFrom(wants: WantListing[]): WishRow[] {
  return FORM_CATEGORIES.flatMap(({ id }) => {
    const saved = wants
      .filter((w) => w.category_id === id)
      .map((w) => ({
        ...blankRow(id),
        wantId: w.id,
        title: w.title,
        original: w.title,
        months: w.season_months,
        originalMonths: w.season_months,
      }));
    return saved.length ? saved : [blankRow(id)];
  });
}

/**
 * docs/product.md §8.3: add is enabled only when the category's last title is non-empty and it has
 * fewer than 5 items (items marked for deletion no longer count).
 */
export function canAdd(rows: WishRow[], categoryId: number): boolean {
  const live = rows.filter((r) => r.category_id === categoryId && !r.deleted);
  const last = live[live.length - 1];
  return live.length < WANTS_PER_CATEGORY && last?.title.trim() !== '';
}

const sameMonths = (a: number[], b: number[]) => a.join() === b.join();

/** Whether a row is sent on save: empty titles are ignored, unchanged ones need nothing. */
function isChange(row: WishRow): boolean {
  const title = row.title.trim();
  if (row.deleted || !title) return false;
  return (
    row.wantId === undefined ||
    title !== row.original ||
    !sameMonths(row.months, row.originalMonths)
  );
}

/**
 * What a save sends: new items, changed ones and those marked for deletion; months only when
 * chosen or changed (docs/product.md §8.11).
 */
export function toBatch(rows: WishRow[]): WantBatchInput {
  return {
    create: rows
      .filter((r) => r.wantId === undefined && isChange(r))
      .map((r) => ({
        title: r.title.trim(),
        category_id: r.category_id,
        ...(r.months.length ? { season_months: r.months } : {}),
      })),
    update: rows
      .filter((r) => r.wantId !== undefined && isChange(r))
      .map((r) => ({
        id: r.wantId!,
        title: r.title.trim(),
        ...(sameMonths(r.months, r.originalMonths) ? {} : { season_months: r.months }),
      })),
    delete: rows.filter((r) => r.wantId !== undefined && r.deleted).map((r) => r.wantId!),
  };
}

export const isEmptyBatch = (b: WantBatchInput) =>
  b.create.length + b.update.length + b.delete.length === 0;

/**
 * Each title that will be saved must pass the shared rule (at least 3 characters), said in
 * the language of the form when it is checked (docs/decisions.md "Languages").
 */
export const wishListFormSchema = z.object({
  items: z.array(
    z
      .object({
        wantId: z.number().optional(),
        title: z.string(),
        original: z.string(),
        category_id: z.number(),
        deleted: z.boolean(),
        months: z.array(z.number()),
        originalMonths: z.array(z.number()),
      })
      .superRefine((row, ctx) => {
        if (!isChange(row)) return;
        const result = wantTitle.safeParse(row.title);
        if (!result.success)
          ctx.addIssue({
            code: 'custom',
            path: ['title'],
            message:
              result.error.issues[0]?.code === 'too_big'
                ? text('wants.form.titleTooLong', { max: TITLE_MAX })
                : text('wants.form.titleTooShort', { min: WANT_TITLE_MIN }),
          });
      }),
  ),
});
