import { reportReceiptSchema, reportSchema } from '@common/schemas/safety';
import type { AppContext } from '@server/context';
import { defineRoute } from '@server/http/route';
import { NOTHING_TO_REPORT, REPORTS_SPENT, report } from './service';

/** docs/product.md §14.2. */
export function reportRoutes(ctx: AppContext) {
  return [
    defineRoute(
      {
        method: 'POST',
        path: '/reports',
        tag: 'safety',
        access: 'member',
        summary: 'Report a listing, a member or a message to the moderators',
        body: reportSchema,
        response: reportReceiptSchema,
        status: 201,
        errors: {
          404: NOTHING_TO_REPORT,
          422: 'Your own listing, message or self',
          429: REPORTS_SPENT,
        },
      },
      ({ input: { body }, user }) => report(ctx, user.id, body),
    ),
  ];
}
