import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { say } from '../i18n/zod-messages';
import { PASSWORD_MAX_BYTES, PASSWORD_MIN, POSTCODE_MIN, USERNAME_MIN } from '../limits';
import { DISTANCE_UNITS } from '../units';
import { timeZoneField, userProfileSchema } from './users';

/**
 * Field rules with docs/product.md §3.10's exact messages, made in the caller's language as
 * the input is checked (common/i18n/zod-messages.ts); forms and routes share them.
 */
const email = z
  .string(say('validation.emailRequired'))
  .trim()
  .min(1, say('validation.emailRequired'))
  .max(254, say('validation.emailTooLong', { max: 254 }))
  .pipe(z.email(say('validation.emailFormat')));

const fitsBcrypt = (value: string) => new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES;

const password = z
  .string(say('validation.passwordRequired'))
  .min(1, say('validation.passwordRequired'))
  .min(PASSWORD_MIN, say('validation.passwordTooShort', { min: PASSWORD_MIN }))
  .refine(fitsBcrypt, say('validation.passwordTooLong', { max: PASSWORD_MAX_BYTES }));

const usernameField = z
  .string(say('validation.usernameRequired'))
  .trim()
  .min(1, say('validation.usernameRequired'))
  .regex(/^[A-Za-z0-9_]*$/, say('validation.usernameCharacters'))
  .min(USERNAME_MIN, say('validation.usernameTooShort', { min: USERNAME_MIN }))
  .max(30, say('validation.usernameTooLong', { max: 30 }));

const name = (required: 'validation.firstNameRequired' | 'validation.lastNameRequired') =>
  z
    .string(say(required))
    .trim()
    .min(1, say(required))
    .max(80, say('validation.textTooLong', { max: 80 }));

const passwordGiven = z
  .string(say('validation.passwordRequired'))
  .min(1, say('validation.passwordRequired'));

/** The language a member is spoken to in (docs/decisions.md "Languages"). */
const localeField = z.enum(LOCALES, say('validation.locale'));

export const loginSchema = z.object({ email, password: passwordGiven });
export type LoginInput = z.infer<typeof loginSchema>;

/** The server's form-encoded login body: `username` holds the e-mail (docs/product.md §3.4). */
export const loginFormSchema = z.object({
  username: email,
  password: passwordGiven,
});

export const registerSchema = z.object({
  email,
  username: usernameField,
  first_name: name('validation.firstNameRequired'),
  last_name: name('validation.lastNameRequired'),
  password,
  /** The browser's language at sign-up; the request's Accept-Language when absent. */
  locale: localeField.optional(),
  /** The browser's time zone at sign-up; UTC when absent (docs/product.md §8.11). */
  time_zone: timeZoneField.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerFormSchema = registerSchema
  .extend({
    confirm_password: z
      .string(say('validation.confirmPasswordRequired'))
      .min(1, say('validation.confirmPasswordRequired')),
  })
  .refine((v) => v.password === v.confirm_password, {
    ...say('validation.passwordsDiffer'),
    path: ['confirm_password'],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

/** An address someone types to be written to (forgot password, invitations). */
export const emailAddressField = z
  .string(say('validation.emailRequired'))
  .trim()
  .min(1, say('validation.emailRequired'))
  .max(254, say('validation.emailAddressInvalid'))
  .pipe(z.email(say('validation.emailAddressInvalid')));

export const forgotPasswordSchema = z.object({ email: emailAddressField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const resetPasswordFields = z.object({
  token: z
    .string(say('validation.resetTokenRequired'))
    .min(1, say('validation.resetTokenRequired')),
  new_password: z
    .string(say('validation.newPasswordRequired'))
    .min(1, say('validation.newPasswordRequired'))
    .min(PASSWORD_MIN, say('validation.newPasswordTooShort', { min: PASSWORD_MIN }))
    .refine(fitsBcrypt, say('validation.newPasswordTooLong', { max: PASSWORD_MAX_BYTES })),
  confirm_password: z.string(say('validation.newPasswordsDiffer')),
});
export const resetPasswordSchema = resetPasswordFields.refine(
  (v) => v.new_password === v.confirm_password,
  { ...say('validation.newPasswordsDiffer'), path: ['confirm_password'] },
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, say('validation.textTooLong', { max }))
    .optional()
    .transform((v) => (v ? v : undefined));

/** Onboarding (docs/product.md §5.1). */
export const personalInfoSchema = z.object({
  city: z
    .string(say('validation.cityRequired'))
    .trim()
    .min(1, say('validation.cityRequired'))
    .max(80),
  state: z
    .string(say('validation.stateRequired'))
    .trim()
    .min(1, say('validation.stateRequired'))
    .max(40),
  postcode: z
    .string(say('validation.postcodeRequired'))
    .trim()
    .min(POSTCODE_MIN, say('validation.postcodeTooShort', { min: POSTCODE_MIN }))
    .max(12, say('validation.postcodeTooLong', { max: 12 })),
  address: optionalText(200),
  apt: optionalText(40),
});
export type PersonalInfoInput = z.infer<typeof personalInfoSchema>;

/** The password typed again to confirm who is asking; checked against the stored one only. */
const currentPassword = z
  .string(say('validation.currentPasswordRequired'))
  .min(1, say('validation.currentPasswordRequired'))
  .max(1024, say('validation.currentPasswordTooLong', { max: 1024 }));

/**
 * PUT /auth/profile: only changed fields; a blank password keeps the current one. A new
 * password or e-mail needs `current_password` (docs/decisions.md "Accounts").
 */
export const profileUpdateSchema = z
  .object({
    first_name: name('validation.firstNameRequired'),
    last_name: name('validation.lastNameRequired'),
    username: usernameField,
    email,
    address: z.string().trim().max(200),
    apt: z.string().trim().max(40),
    city: z.string().trim().max(80),
    state: z.string().trim().max(40),
    zip_code: z.string().trim().max(12),
    password,
    current_password: currentPassword,
    /** null follows the browser's language again (docs/product.md §6.3). */
    distance_unit: z.enum(DISTANCE_UNITS, say('validation.distanceUnit')).nullable(),
    /** Needs no password: only how the app speaks to them changes. */
    locale: localeField,
    /** Needs none either: the app sets it from the browser (docs/product.md §8.11). */
    time_zone: timeZoneField,
  })
  .partial()
  .strict()
  .refine(
    (v) => (v.password === undefined && v.email === undefined) || v.current_password !== undefined,
    {
      ...say('validation.currentPasswordRequired'),
      path: ['current_password'],
      // Said together with any other field's message, not only once the rest is valid.
      when: ({ value }) => typeof value === 'object' && value !== null,
    },
  );
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** PUT /auth/profile's answer; `message` tells where a new address's confirmation link went. */
export const profileUpdateAnswerSchema = z.object({
  user: userProfileSchema,
  /** A fresh token when the password changed (older ones stop working). */
  access_token: z.string().optional(),
  /** A new address waiting for its confirmation link; the profile keeps the old one. */
  pending_email: z.string().optional(),
  message: z.string().optional(),
});
export type ProfileUpdateAnswer = z.infer<typeof profileUpdateAnswerSchema>;

/** Registration's and sign-in's answer: the bearer token and the member it stands for. */
export const authResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userProfileSchema,
});

/** A sentence to show, and nothing else (password reset requested, password reset). */
export const messageAnswerSchema = z.object({ message: z.string() });

/**
 * POST /auth/email/confirm's answer: whose address was confirmed, and whether it changed (every
 * session of theirs then ended) or was their own, confirmed (docs/product.md §4.4).
 */
export const emailConfirmedSchema = z.object({
  message: z.string(),
  user_id: z.number(),
  email_changed: z.boolean(),
});

/** DELETE /auth/profile: the password, like any change that could take the account away. */
export const deleteProfileSchema = z.object({
  password: passwordGiven.max(1024),
});

/** POST /auth/email/confirm: the token from the link sent to the new address. */
export const emailConfirmSchema = z.object({
  token: z
    .string(say('validation.confirmationTokenRequired'))
    .min(1, say('validation.confirmationTokenRequired'))
    .max(200, say('validation.confirmationLinkInvalid')),
});
