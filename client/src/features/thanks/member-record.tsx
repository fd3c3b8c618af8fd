/** A member's record in one line. */
export function MemberRecordLine(_: { userId: number }) {
  return null;
}
