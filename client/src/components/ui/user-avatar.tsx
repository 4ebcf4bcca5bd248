import { Avatar } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

// The one avatar of the app: a person's photo, else their initials on a colour that follows from the
// name, so one person looks the same in the top bar, the chat, the tables and the drawers.

/** The palettes initials may sit on: distinct hues that read in light and dark with the subtle look. */
export const AVATAR_PALETTES = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'cyan',
  'blue',
  'purple',
  'pink',
] as const;
export type AvatarPalette = (typeof AVATAR_PALETTES)[number];

/** The palette a name's initials sit on: the same name always gets the same one (FNV-1a over the name). */
export function avatarPalette(name: string | null | undefined): AvatarPalette {
  const key = (name ?? '').trim().normalize('NFC').toLowerCase();
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return AVATAR_PALETTES[(hash >>> 0) % AVATAR_PALETTES.length] ?? AVATAR_PALETTES[0];
}

export interface UserAvatarProps extends Omit<Avatar.RootProps, 'children' | 'colorPalette' | 'variant'> {
  /** The person's name: the initials and the colour come from it. */
  name: string | null | undefined;
  /** A photo, if there is one; a photo that fails to load shows the initials instead. */
  src?: string | null;
  /** Shown instead of initials when the avatar stands for something without a name (a search hit). */
  icon?: ReactNode;
  /** `solid`: the strong look, for the signed-in user's own large avatar or a selected chat. */
  emphasis?: 'subtle' | 'solid';
  /** Things floating on the avatar (a status dot, an unread badge). */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A person's avatar: the photo, else initials on the name's colour (decorative: the name is beside it). */
export function UserAvatar({ name, src, icon, emphasis = 'subtle', children, ...rest }: UserAvatarProps) {
  const named = !!name?.trim();
  return (
    <Avatar.Root
      colorPalette={named ? avatarPalette(name) : 'gray'}
      variant={emphasis}
      flexShrink={0}
      data-avatar-palette={named ? avatarPalette(name) : 'gray'}
      {...rest}
    >
      {named ? <Avatar.Fallback name={name ?? undefined} /> : <Avatar.Fallback>{icon}</Avatar.Fallback>}
      {src ? <Avatar.Image src={src} alt="" /> : null}
      {children}
    </Avatar.Root>
  );
}
