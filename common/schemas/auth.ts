import { z } from 'zod';
import { PASSWORD_MAX_BYTES, PASSWORD_MIN, POSTCODE_MIN, USERNAME_MIN } from '../limits';
import { DISTANCE_UNITS } from '../units';
import { userProfileSchema } from './users';

/** Field rules with docs/product.md §3.10's exact messages; forms and routes share them. */
const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters long')
  .pipe(z.email('Invalid email format'));

const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, 'Password must be at least 8 characters long')
  .refine(
    (value) => new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES,
    'Password must be at most 72 bytes long',
  );

export const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .regex(/^[A-Za-z0-9_]*$/, 'Username can only contain letters, numbers, and underscores')
  .min(USERNAME_MIN, 'Username must be at least 3 characters long')
  .max(30, 'Username must be at most 30 characters long');

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(80, 'Must be at most 80 characters long');

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The server's form-encoded login body: `username` holds the e-mail (docs/product.md §3.4). */
export const loginFormSchema = z.object({
  username: email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

export const registerSchema = z.object({
  email,
  username: usernameField,
  first_name: name('First name is required'),
  last_name: name('Last name is required'),
  password,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerFormSchema = registerSchema
  .extend({
    confirm_password: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

/** An address someone types to be written to (forgot password, invitations). */
export const emailAddressField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Invalid email address')
  .pipe(z.email('Invalid email address'));

export const forgotPasswordSchema = z.object({ email: emailAddressField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const resetPasswordFields = z.object({
  token: z.string({ error: 'Reset token is required.' }).min(1, 'Reset token is required.'),
  new_password: z
    .string({ error: 'New password is required.' })
    .min(1, 'New password is required.')
    .min(PASSWORD_MIN, 'Password must be at least 8 characters long.')
    .refine(
      (value) => new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES,
      'Password must be at most 72 bytes long.',
    ),
  confirm_password: z.string({ error: 'Passwords do not match.' }),
});
export const resetPasswordSchema = resetPasswordFields.refine(
  (v) => v.new_password === v.confirm_password,
  { message: 'Passwords do not match.', path: ['confirm_password'] },
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters long`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Onboarding (docs/product.md §5.1). */
export const personalInfoSchema = z.object({
  city: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(80),
  state: z.string({ error: 'State is required' }).trim().min(1, 'State is required').max(40),
  postcode: z
    .string({ error: 'Postcode is required' })
    .trim()
    .min(POSTCODE_MIN, 'Postcode must be at least 5 characters.')
    .max(12, 'Postcode must be at most 12 characters.'),
  address: optionalText(200),
  apt: optionalText(40),
});
export type PersonalInfoInput = z.infer<typeof personalInfoSchema>;

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const DISTANCE_UNIT_MESSAGE = 'distance_unit must be "mi", "km" or null';

/** The password typed again to confirm who is asking; checked against the stored one only. */
const currentPassword = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(1024, 'Password must be at most 1024 characters long');

/**
 * PUT /auth/profile: only changed fields; a blank password keeps the current one. A new
 * password or e-mail needs `current_password` (docs/decisions.md "Accounts").
 */
export const profileUpdateSchema = z
  .object({
    first_name: name('First name is required'),
    last_name: name('Last name is required'),
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
    distance_unit: z.enum(DISTANCE_UNITS, { error: DISTANCE_UNIT_MESSAGE }).nullable(),
  })
  .partial()
  .strict()
  .refine(
    (v) => (v.password === undefined && v.email === undefined) || v.current_password !== undefined,
    {
      message: CURRENT_PASSWORD_REQUIRED,
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
export type EmailConfirmedAnswer = z.infer<typeof emailConfirmedSchema>;

/** DELETE /auth/profile: the password, like any change that could take the account away. */
export const deleteProfileSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type DeleteProfileInput = z.infer<typeof deleteProfileSchema>;

/** POST /auth/email/confirm: the token from the link sent to the new address. */
export const emailConfirmSchema = z.object({
  token: z
    .string({ error: 'Confirmation token is required.' })
    .min(1, 'Confirmation token is required.')
    .max(200, 'This confirmation link is invalid.'),
});
export type EmailConfirmInput = z.infer<typeof emailConfirmSchema>;
