/** Business constants and limits of docs/product.md §13. */
export const SESSION_MS = 604_800_000; // 7 days
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 8;
/** bcrypt only reads the first 72 bytes; longer passwords are refused, never truncated. */
export const PASSWORD_MAX_BYTES = 72;
export const TITLE_MIN = 3;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 1000;
export const POSTCODE_MIN = 5;
export const WANT_TITLE_MIN = 3;
export const WANTS_PER_CATEGORY = 5;
export const MESSAGE_MAX = 2000;

/** Photos per listing; the first is the cover (docs/product.md §7.10). */
export const LISTING_PHOTOS_MAX = 6;
export const IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const IMAGE_MAX_PX = 1920;
export const IMAGE_INITIAL_QUALITY = 0.9;
export const IMAGE_QUALITY_STEP = 0.1;
export const IMAGE_MIN_QUALITY = 0.2;

export const UNREAD_POLL_MS = 30_000;
export const THREADS_POLL_MS = 5_000;
export const BADGE_CAP = 99;
export const RESET_REDIRECT_MS = 2_000;

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;
