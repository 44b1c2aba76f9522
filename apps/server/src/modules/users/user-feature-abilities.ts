import type { TFeatureName, TUser } from '@statera/shared';

/**
 * The person's abilities as their group's subscription allows them (the server refuses the same
 * actions with 403 errors.featureNotActive): archiving needs archive_user, a new avatar
 * change_avatar, an admin's edit of someone else's profile update_user. The web reloads the user
 * when the recent-features poll sees a change, so these follow the subscription.
 */
export function gateUserAbilities(user: TUser, enabled: readonly TFeatureName[], self: boolean): TUser {
  const on = (name: TFeatureName) => enabled.includes(name);
  const a = { ...user.abilities };
  if (!on('archive_user')) a.archive = false;
  if (!on('change_avatar')) a.changeAvatar = false;
  if (!self && !on('update_user')) {
    a.editName = false;
    a.editEmail = false;
    a.grantPermissions = false;
  }
  return { ...user, abilities: a };
}
