import { z } from 'zod';
import { LISTING_PHOTOS_MAX } from '../limits';
import { DISTANCE_UNITS } from '../units';
import { memberCardSchema } from './friends';
import { idField } from './ids';
import { seedSchema } from './listing-seed';

/** One of a listing's photos; width and height are null for photos stored before they were kept. */
const listingPhotoSchema = z.object({
  id: idField(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** A listing as every answer shows it (docs/product.md §7.1). */
export const listingSchema = z.object({
  id: idField(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  /** Relative to /api, signed for the viewer unless anyone may see it (docs/decisions.md "Photos"). */
  featured_image: z.string().nullable(),
  /** Every photo in the owner's order, the cover first, its URL signed as featured_image is. */
  images: z.array(listingPhotoSchema).max(LISTING_PHOTOS_MAX),
  is_active: z.boolean(),
  is_public: z.boolean(),
  type_id: z.number().int(),
  state_id: z.number().int(),
  category_id: z.number().int(),
  owner_id: idField(),
  owner_username: z.string(),
  owner_profile_picture: z.string().nullable(),
  /** Exact for the owner, the cloaked point for everyone else (docs/product.md §6.2). */
  owner_latitude: z.number().nullable(),
  owner_longitude: z.number().nullable(),
  /** The owner's city as their public profile shows it: the listing's area, never a street. */
  owner_city: z.string().nullable(),
  /**
   * From the viewer's own home to the owner's cloaked point, in `distance_unit`: 0.1 below 10,
   * whole from 10; null for guests, a viewer or owner without a place, and one's own listings
   * (docs/product.md §6.3).
   */
  distance: z.number().nonnegative().nullable(),
  /** The viewer's unit: their profile's choice, else their browser's language. */
  distance_unit: z.enum(DISTANCE_UNITS),
  created_at: z.iso.datetime(),
  /**
   * Who the owner promised it to (docs/product.md §7.13): shown to the owner and to that member
   * only, null for everyone else, and null while it is promised to no one.
   */
  reserved_for: memberCardSchema.nullable(),
  /**
   * Null unless moderation hides the listing, which only its owner (and moderators) then see:
   * `held` after reports, until a moderator looks; `removed` by a moderator (docs/product.md §14).
   */
  moderation: z.enum(['held', 'removed']).nullable(),
  /** When it stops being on offer; null never ends (docs/product.md §7.14). */
  available_until: z.iso.datetime().nullable(),
  /** Past its date: only its owner sees it, until they renew it. */
  expired: z.boolean(),
  /**
   * A giveaway's simmer (docs/product.md §7.16): until then members say they are interested and
   * nobody can reserve it; null for other listings and for giveaways that do not simmer.
   */
  simmer_until: z.iso.datetime().nullable(),
  /** How many members said they are interested in a giveaway; null for other listings. */
  interested_count: z.number().int().nonnegative().nullable(),
  /** A seed listing's story (docs/product.md §7.18); null outside the seeds category. */
  seed: seedSchema.nullable(),
});
