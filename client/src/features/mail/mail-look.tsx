// How the mailbox draws its folders, filters and labels: icons by slug, label colours as palettes.
import type { IconType } from 'react-icons';
import { LuFilePen, LuFlag, LuInbox, LuMail, LuSend, LuShieldAlert, LuStar, LuTrash2 } from 'react-icons/lu';
import type { MailLabelColor } from '../../generated/graphql';

const ICONS: Record<string, IconType> = {
  inbox: LuInbox,
  sent: LuSend,
  drafts: LuFilePen,
  spam: LuShieldAlert,
  trash: LuTrash2,
  starred: LuStar,
  important: LuFlag,
};

/** The icon of a folder or filter, by its slug. */
export const listIcon = (slug: string): IconType => ICONS[slug] ?? LuMail;

/** Every colour a label may take, in the picker's order. */
export const LABEL_COLORS: readonly MailLabelColor[] = [
  'blue',
  'indigo',
  'red',
  'teal',
  'purple',
  'green',
  'orange',
  'pink',
  'gray',
];

// Chakra's palettes by name; indigo is Arena's own (theme/config.ts).
const PALETTES: Record<MailLabelColor, string> = {
  blue: 'blue',
  indigo: 'indigo',
  red: 'red',
  teal: 'teal',
  purple: 'purple',
  green: 'green',
  orange: 'orange',
  pink: 'pink',
  gray: 'gray',
};

/** The Chakra colour palette of a label colour. */
export const labelPalette = (color: MailLabelColor): string => PALETTES[color] ?? 'gray';
