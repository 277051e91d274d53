import { useId, type ReactElement } from 'react';

export type IconName =
  | 'search'
  | 'phone'
  | 'user'
  | 'menu'
  | 'close'
  | 'chevron'
  | 'arrow-up'
  | 'refresh'
  | 'flag-de'
  | 'flag-at'
  | 'flag-ro'
  | 'mail'
  | 'oval'
  | 'truck';

export const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * Flags keep their national colours: they are the flag, not a design colour, so they do not
 * come from the tokens.
 */
const flag = (stripes: string[], vertical: boolean, clipId: string): ReactElement => (
  <>
    <clipPath id={clipId}>
      <rect x="1" y="5" width="22" height="14" rx="2" />
    </clipPath>
    <g clipPath={`url(#${clipId})`}>
      {stripes.map((colour, index) =>
        vertical ? (
          <rect
            key={index}
            x={1 + (22 / stripes.length) * index}
            y="5"
            width={22 / stripes.length + 0.1}
            height="14"
            fill={colour}
          />
        ) : (
          <rect
            key={index}
            x="1"
            y={5 + (14 / stripes.length) * index}
            width="22"
            height={14 / stripes.length + 0.1}
            fill={colour}
          />
        ),
      )}
    </g>
    <rect x="1" y="5" width="22" height="14" rx="2" fill="none" stroke="currentColor" strokeOpacity="0.2" />
  </>
);

const glyphs: Record<IconName, (id: string) => ReactElement> = {
  search: () => (
    <g {...stroke}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </g>
  ),
  phone: () => (
    <path {...stroke} d="M5 4h3.2l1.6 4-2 1.3a11 11 0 0 0 6.9 6.9l1.3-2 4 1.6V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  ),
  user: () => (
    <g {...stroke}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </g>
  ),
  menu: () => <path {...stroke} d="M4 6h16M4 12h16M4 18h16" />,
  close: () => <path {...stroke} d="m6 6 12 12M18 6 6 18" />,
  chevron: () => <path {...stroke} d="m9 6 6 6-6 6" />,
  'arrow-up': () => <path {...stroke} d="M12 20V5m-6 6 6-6 6 6" />,
  refresh: () => (
    <g {...stroke}>
      <path d="M20 11a8 8 0 0 0-14.3-4.7L4 8" />
      <path d="M4 4v4h4" />
      <path d="M4 13a8 8 0 0 0 14.3 4.7L20 16" />
      <path d="M20 20v-4h-4" />
    </g>
  ),
  'flag-de': (id) => flag(['#000000', '#dd0000', '#ffce00'], false, id),
  'flag-at': (id) => flag(['#ed2939', '#ffffff', '#ed2939'], false, id),
  'flag-ro': (id) => flag(['#002b7f', '#fcd116', '#ce1126'], true, id),
  mail: () => (
    <g {...stroke}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </g>
  ),
  truck: () => (
    <g {...stroke}>
      <path d="M2 6h11v10H2zM13 10h4l4 3.5V16h-8" />
      <circle cx="6" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </g>
  ),
  oval: () => <ellipse cx="12" cy="12" rx="8" ry="5.5" {...stroke} />,
};

interface FrameProps {
  size?: number;
  className?: string;
  children: ReactElement;
}

/** The 24×24 decorative frame of every icon. */
export function IconFrame({ size = 24, className, children }: FrameProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      {children}
    </svg>
  );
}

/** A small decorative inline-SVG icon; give the surrounding control its accessible name. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const id = useId();
  return (
    <IconFrame size={size} className={className}>
      {glyphs[name](`icon${id.replace(/[^a-zA-Z0-9_-]/g, '')}`)}
    </IconFrame>
  );
}

const FLAGS: Readonly<Record<string, IconName>> = { DE: 'flag-de', AT: 'flag-at', RO: 'flag-ro' };

const NAMES: readonly string[] = Object.keys(glyphs);

/** An icon name from configuration (e.g. the country header's 'truck'), or null when unknown. */
export const iconNameOf = (name: string): IconName | null => (NAMES.includes(name) ? (name as IconName) : null);

/** The flag badge for a country ISO alpha-2 code, or null when there is none. */
export const flagIconName = (isoAlpha2: string): IconName | null => FLAGS[isoAlpha2.toUpperCase()] ?? null;
