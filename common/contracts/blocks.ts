import {
  blockedMemberSchema,
  blockedMembersSchema,
  blockParams,
  blockSchema,
} from '@common/schemas/safety';
import { defineContracts } from './contract';

export const CANT_BLOCK_SELF = 'You cannot block yourself';
export const USER_NOT_FOUND = 'User not found';

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
    errors: { 404: USER_NOT_FOUND, 422: CANT_BLOCK_SELF },
  },
  unblock: {
    method: 'DELETE',
    path: '/blocks/:user_id',
    summary: 'Unblock a member (also when there was no block)',
    params: blockParams,
    status: 204,
  },
});
