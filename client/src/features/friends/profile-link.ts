import { paths } from '@client/paths';

/** The address friends open (or scan) to reach a member's seller page. */
export function profileLink(userId: number): string {
  return `${window.location.origin}${paths.seller(userId)}`;
}
