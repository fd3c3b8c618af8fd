/**
 * The messages of an error answer's `detail`: the list a validation failure carries (one per
 * field), or the one sentence of any other refusal, so a test compares the words a member reads.
 */
export const messages = (body: { detail: string | { msg: string }[] }): string[] =>
  typeof body.detail === 'string' ? [body.detail] : body.detail.map((d) => d.msg);
