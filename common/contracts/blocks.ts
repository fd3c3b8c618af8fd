import {
  blockedMemberSchema,
  blockedMembersSchema,
  blockParams,
  blockSchema,
} from '@common/schemas/safety';
import { defineContracts, says } from './contract';

/** docs/product.md §14.1: a member's own blocks. */
export const blockContracts = defineContracts('blocks', {
  list: {
    method: 'GET',
    path: '/blocks',
    summary: 'The members I block, most recently blocked first',
    response: blockedMembersSchema,
  },
  block: {
    method: 'POST',
    path: '/blocks',
    summary: 'Block a member (blocking again changes nothing)',
    body: blockSchema,
    response: blockedMemberSchema,
    status: 201,
    errors: { 404: says('errors.users.notFound'), 422: says('errors.blocks.self') },
  },
  unblock: {
    method: 'DELETE',
    path: '/blocks/:user_id',
    summary: 'Unblock a member (also when there was no block)',
    params: blockParams,
    status: 204,
  },
});
