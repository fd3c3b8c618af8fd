import { hkdfSync } from 'node:crypto';

/**
 * The keys the configuration derives from its secrets, each HKDF-SHA256 bound to one purpose,
 * so none equals (nor reveals) the token-signing secret it may be derived from nor another key.
 * They sit with the configuration, not in the modules that use them: every module reads the
 * configuration, so it may import none of them (docs/decisions.md "Layers").
 */
const derive = (secret: string, info: string) =>
  Buffer.from(hkdfSync('sha256', secret, '', info, 32));

/** The cloak's key (docs/decisions.md "Locations and privacy"). */
export const deriveLocationKey = (secret: string) => derive(secret, 'homegrown/location-cloak/v1');

/** Signs photo URLs (docs/decisions.md "Photos"). */
export const derivePhotoKey = (secret: string) => derive(secret, 'homegrown/photo-url/v1');

/** Signs unsubscribe links (docs/decisions.md "Notification e-mails"). */
export const deriveUnsubscribeKey = (secret: string) => derive(secret, 'homegrown/unsubscribe/v1');
