import type { ReactElement } from 'react';
import { IconFrame, stroke } from './icon';
import type { SocialNetwork } from './social-links';

/** The social networks' icons: only the footer and the menu show them, outside the first load. */
const glyphs: Record<SocialNetwork, ReactElement> = {
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.2h2.4l.4-2.9h-2.8V9.1c0-.8.3-1.4 1.4-1.4h1.5V5.1a20 20 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.1H8v2.9h2.5V21h3Z"
    />
  ),
  instagram: (
    <g {...stroke}>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
    </g>
  ),
  pinterest: (
    <g>
      <circle cx="12" cy="12" r="8.5" {...stroke} />
      <path
        fill="currentColor"
        d="M11.4 14.3c-.4 1.9-.9 3.6-2 4.6-.3-2.3.5-4 .9-5.8-.6-1.1.1-3.3 1.4-2.7 1.6.6-1.4 3.9.6 4.3 2.1.4 3-3.7 1.7-5-1.9-1.9-5.5 0-5 2.7.1.6.8.9.3 1.8-1.3-.3-1.7-1.3-1.6-2.7.1-2.3 2.1-3.9 4.1-4.1 2.5-.3 4.9.9 5.2 3.3.4 2.7-1.1 5.6-3.9 5.4-.7-.1-1.1-.5-1.7-.8Z"
      />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" {...stroke} />
      <path fill="currentColor" d="m10 9 5 3-5 3V9Z" />
    </g>
  ),
};

export function SocialIcon({ network, size = 24 }: { network: SocialNetwork; size?: number }) {
  return <IconFrame size={size}>{glyphs[network]}</IconFrame>;
}
