import { authContracts } from '@common/contracts/auth';
import { blockContracts } from '@common/contracts/blocks';
import type { Contract } from '@common/contracts/contract';
import { eventContracts } from '@common/contracts/events';
import { friendContracts } from '@common/contracts/friends';
import { giveawayContracts } from '@common/contracts/giveaways';
import { healthContracts } from '@common/contracts/health';
import { listingContracts } from '@common/contracts/listings';
import { mapContracts } from '@common/contracts/map';
import { messageContracts } from '@common/contracts/messages';
import { metricsContracts } from '@common/contracts/metrics';
import { moderationContracts } from '@common/contracts/moderation';
import { notificationSettingContracts } from '@common/contracts/notification-settings';
import { notificationContracts } from '@common/contracts/notifications';
import { openApiContracts } from '@common/contracts/openapi';
import { photoContracts } from '@common/contracts/photos';
import { pickupContracts, pickupModerationContracts } from '@common/contracts/pickups';
import { pushContracts } from '@common/contracts/push';
import { reportContracts } from '@common/contracts/reports';
import { seasonContracts } from '@common/contracts/seasons';
import { siteContracts } from '@common/contracts/site';
import { thanksContracts } from '@common/contracts/thanks';
import { tileContracts } from '@common/contracts/tiles';
import { userContracts } from '@common/contracts/users';
import { wantContracts } from '@common/contracts/wants';

/**
 * Every contract of the API, for what reads them all: the client's test double (which answers
 * only through them) and the server's check that it serves each one and nothing else.
 */
export const allContracts: readonly Contract[] = [
  ...Object.values(blockContracts),
  ...Object.values(friendContracts),
  ...Object.values(messageContracts),
  ...Object.values(notificationContracts),
  ...Object.values(pushContracts),
  ...Object.values(reportContracts),
  ...Object.values(moderationContracts),
  ...Object.values(listingContracts),
  ...Object.values(giveawayContracts),
  ...Object.values(thanksContracts),
  ...Object.values(pickupContracts),
  ...Object.values(pickupModerationContracts),
  ...Object.values(eventContracts),
  ...Object.values(photoContracts),
  ...Object.values(mapContracts),
  ...Object.values(wantContracts),
  ...Object.values(seasonContracts),
  ...Object.values(authContracts),
  ...Object.values(userContracts),
  ...Object.values(siteContracts),
  ...Object.values(healthContracts),
  ...Object.values(metricsContracts),
  ...Object.values(openApiContracts),
  ...Object.values(tileContracts),
  ...Object.values(notificationSettingContracts),
];
