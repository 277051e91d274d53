import type { AnchorHTMLAttributes } from 'react';
import { isAllowedExternalUrl } from '../../domain/external-url';
import { useStores } from '../store-context';

/** External navigation goes through the one allowlist check; anything else renders as plain text. */
export function ExternalLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { deps } = useStores();
  const allowed = isAllowedExternalUrl(href, [...deps.config.externalHosts, window.location.hostname]);
  if (!allowed) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
