import { reportContracts as contracts } from '@common/contracts/reports';
import type { AppContext } from '@server/context';
import { implement } from '@server/http/route';
import { report } from './service';

/** docs/product.md §14.2. */
export function reportRoutes(ctx: AppContext) {
  return [
    implement(contracts.create, { access: 'member' }, ({ input: { body }, user }) =>
      report(ctx, user.id, body),
    ),
  ];
}
