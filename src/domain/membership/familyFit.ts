// Whether a family plan of a given size holds everyone already on its list (issue 43): a plan cannot
// be bought for fewer people than are listed, so the people to take off first are named.
import type { MembershipMember } from './membership';

/**
 * The people to remove before a plan for `size` people fits the list (the holder first in `members`,
 * counted in the size as in the price): the last added go first, the holder never. Empty when the
 * size fits.
 */
export function membersToRemoveFirst(
  members: readonly MembershipMember[],
  size: number,
): readonly MembershipMember[] {
  const over = members.length - Math.max(1, Math.floor(size));
  if (over <= 0) return [];
  const removable = members.filter((member) => member.role !== 'holder');
  return removable.slice(Math.max(0, removable.length - over)).reverse();
}
