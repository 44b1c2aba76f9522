import type { TUser, TUserStatus } from '@statera/shared';

interface Row {
  status: TUserStatus;
  abilities: Record<string, boolean>;
}

/**
 * Which invitation actions to offer on a person. The server's own abilities win when it sends them
 * (resendInvitation, acceptInvitation, rejectInvitation); until then they are read from what it
 * does send: resending needs an open invitation and the right to manage the person (their `archive`
 * ability), deciding on a waiting invitation the permission that only provider admins hold.
 * The server enforces the same rules either way.
 */
export function invitationAbilities(row: Row, viewer: Pick<TUser, 'permissions'>) {
  const decides = row.status === 'awaiting_invitation' && viewer.permissions.includes('provider_users.manage');
  return {
    resend: row.abilities.resendInvitation ?? (row.status === 'invited' && row.abilities.archive === true),
    accept: row.abilities.acceptInvitation ?? decides,
    reject: row.abilities.rejectInvitation ?? decides,
  };
}
