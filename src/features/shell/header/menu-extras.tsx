import { Link } from 'react-router-dom';
import type { Content } from '../../../../ports/model/content';
import type { MenuLink } from '../../../../ports/model/store-config';
import { shopPath } from '../../../domain/external-url';
import { ExternalLink } from '../../../shared/components/external-link';
import { useStores } from '../../../shared/store-context';

/** A configured menu link: inside the shop as a route, outside through the allowlist. */
export function MenuLinkItem({ link, onNavigate, className }: { link: MenuLink; onNavigate?: () => void; className?: string }) {
  if (/^https?:\/\//i.test(link.url)) {
    return (
      <ExternalLink href={link.url} className={className}>
        {link.title}
      </ExternalLink>
    );
  }
  return (
    <Link to={shopPath(link.url)} onClick={onNavigate} className={className}>
      {link.title}
    </Link>
  );
}

/** Content pages (by configured ids) and configured links of the menus. */
export function useMenuExtras(): { contents: Content[]; links: MenuLink[] } {
  const { menu } = useStores();
  return { contents: menu.contentPages, links: menu.links };
}

/** Content pages and configured links, as list items of a menu. */
export function MenuExtraItems({
  contents,
  links,
  onNavigate,
  itemClassName,
  linkClassName,
}: {
  contents: Content[];
  links: MenuLink[];
  onNavigate?: () => void;
  itemClassName?: string;
  linkClassName?: string;
}) {
  return (
    <>
      {contents.map((content) => (
        <li key={`content-${content.id}`} className={itemClassName}>
          <Link
            to={shopPath(content.url)}
            state={{ title: content.title, contentId: content.id }}
            onClick={onNavigate}
            className={linkClassName}
          >
            {content.title}
          </Link>
        </li>
      ))}
      {links.map((link) => (
        <li key={`link-${link.url}-${link.title}`} className={itemClassName}>
          <MenuLinkItem link={link} onNavigate={onNavigate} className={linkClassName} />
        </li>
      ))}
    </>
  );
}
