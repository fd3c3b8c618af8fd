import { authContracts } from './auth';
import { blockContracts } from './blocks';
import type { Contract } from './contract';
import { eventContracts } from './events';
import { friendContracts } from './friends';
import { giveawayContracts } from './giveaways';
import { healthContracts } from './health';
import { listingContracts } from './listings';
import { mapContracts } from './map';
import { messageContracts } from './messages';
import { metricsContracts } from './metrics';
import { moderationContracts } from './moderation';
import { notificationSettingContracts } from './notification-settings';
import { notificationContracts } from './notifications';
import { openApiContracts } from './openapi';
import { photoContracts } from './photos';
import { pickupContracts, pickupModerationContracts } from './pickups';
import { pushContracts } from './push';
import { reportContracts } from './reports';
import { seasonContracts } from './seasons';
import { siteContracts } from './site';
import { thanksContracts } from './thanks';
import { tileContracts } from './tiles';
import { userContracts } from './users';
import { wantContracts } from './wants';

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
