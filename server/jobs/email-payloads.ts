/**
 * What each e-mail's job carries: ids to compose it from when it is sent, never the message
 * itself, so no reset link waits in the database and a member's later choices (an e-mail kind
 * turned off, a listing made private) still count (docs/decisions.md "Deliveries").
 */
export interface EmailPayloads {
  /** The wanter's new matches, one e-mail for them all. */
  match: { user_id: number; notification_ids: number[] };
  friend_request: { notification_id: number };
  listing_expiring: { notification_id: number };
  /** Conversations waiting unread, claimed by the digest that stored this. */
  message_digest: {
    user_id: number;
    conversations: { sender_id: number; sender_username: string; unread: number }[];
  };
  listing_removed: { user_id: number; listing_id: number; title: string };
  /**
   * Null for an address nobody has: stored all the same, so both answers cost alike. `email`
   * is the address asked with: the link goes only while it is still the member's. The link's
   * token is derived from `seed` (every attempt sends the same link); `asked_at` is when the
   * member asked (a reset asked for before their last change of password or address is not
   * sent). Jobs stored before both existed have neither.
   */
  password_reset: { user_id: number | null; email: string; seed?: string; asked_at?: string };
  password_changed: { user_id: number; to: string };
  /**
   * A confirmation link to `new_email`: its token is derived from `seed` with the server's
   * secret when the e-mail is sent, so what waits in the job opens nothing by itself.
   */
  email_change: { user_id: number; new_email: string; seed: string };
  /** The link that confirms the member's own address (sent at sign-up, or again). */
  email_confirmation: { user_id: number; to: string; seed: string };
  email_change_notice: { user_id: number; to: string; new_email: string };
}
export type EmailType = keyof EmailPayloads;

export type SendEmail = { [K in EmailType]: { type: K; data: EmailPayloads[K] } }[EmailType];
