import { createElement } from 'react';
import type { IconType } from 'react-icons';
import {
  LuBell,
  LuBookOpen,
  LuCalendarDays,
  LuChartBar,
  LuCircleCheck,
  LuGlobe,
  LuHouse,
  LuMail,
  LuMegaphone,
  LuMessageSquare,
  LuSettings,
  LuStar,
  LuTrophy,
  LuTriangleAlert,
  LuUserPlus,
  LuUsers,
  LuLink,
} from 'react-icons/lu';

// Server icon names (heroicons names, as the spec's data uses them) and the Lucide icon drawn for each.
// The shortcut form offers SHORTCUT_ICONS; an unknown name draws a plain link icon.
const BY_NAME: Record<string, IconType> = {
  envelope: LuMail,
  'calendar-days': LuCalendarDays,
  'check-circle': LuCircleCheck,
  'user-group': LuUsers,
  'globe-alt': LuGlobe,
  'user-plus': LuUserPlus,
  'exclamation-triangle': LuTriangleAlert,
  star: LuStar,
  megaphone: LuMegaphone,
  home: LuHouse,
  'chat-bubble-left-right': LuMessageSquare,
  'chart-bar': LuChartBar,
  'book-open': LuBookOpen,
  trophy: LuTrophy,
  bell: LuBell,
  'cog-6-tooth': LuSettings,
};

export const SHORTCUT_ICONS = [
  'envelope',
  'calendar-days',
  'check-circle',
  'user-group',
  'globe-alt',
  'home',
  'chat-bubble-left-right',
  'chart-bar',
  'book-open',
  'trophy',
  'bell',
  'cog-6-tooth',
] as const;
export type ShortcutIconName = (typeof SHORTCUT_ICONS)[number];

/** `heroicons_outline:envelope` → `envelope`. */
export const iconBaseName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The name stored for an icon chosen in the form. */
export const shortcutIconValue = (name: ShortcutIconName) => `heroicons_outline:${name}`;

export function iconFor(name: string | null | undefined): IconType {
  return (name && BY_NAME[iconBaseName(name)]) || LuLink;
}

export function isShortcutIconName(name: string): name is ShortcutIconName {
  return (SHORTCUT_ICONS as readonly string[]).includes(name);
}

/** Draws the icon for a server icon name (hidden from assistive technology: the text says it). */
export function ShellIcon({ name }: { name: string | null | undefined }) {
  return createElement(iconFor(name), { 'aria-hidden': true });
}
