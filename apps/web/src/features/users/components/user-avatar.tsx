import { Avatar, type AvatarProps } from '@mantine/core';
import { useAvatarSrc } from '../../../resources/users/get-avatar.ts';

interface Props extends Omit<AvatarProps, 'src' | 'alt'> {
  user: { avatar: string | null; firstName: string; lastName: string; fullName: string };
}

/** The person's picture, else their initials. */
export function UserAvatar({ user, ...rest }: Props) {
  const src = useAvatarSrc(user.avatar);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <Avatar src={src} alt={user.fullName} color="teal" radius="xl" {...rest}>
      {initials}
    </Avatar>
  );
}
