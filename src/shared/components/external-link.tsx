import type { AnchorHTMLAttributes } from 'react';
import { useStores } from '../store-context';

/** External navigation goes through the one allowlist check; anything else renders as plain text. */
export function ExternalLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { links } = useStores();
  if (!links.isAllowedExternal(href)) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
