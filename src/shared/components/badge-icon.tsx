import type { ReactElement } from 'react';
import { IconFrame, stroke } from './icon';

/** Icons of the footer's trust badges and the chat button: outside the first load, unlike Icon's. */
const glyphs = {
  chat: (
    <path
      {...stroke}
      d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm4 6h.01M12 11h.01M16 11h.01"
    />
  ),
  lock: (
    <g {...stroke}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </g>
  ),
  return: <path {...stroke} d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4" />,
  headset: (
    <g {...stroke}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 2.5h-3" />
    </g>
  ),
} satisfies Record<string, ReactElement>;

export type BadgeIconName = keyof typeof glyphs;

export function BadgeIcon({ name, size = 24, className }: { name: BadgeIconName; size?: number; className?: string }) {
  return (
    <IconFrame size={size} className={className}>
      {glyphs[name]}
    </IconFrame>
  );
}
