import { defineMessages, useIntl } from 'react-intl';
import type { SocialLinks } from '../../../ports/model/store-config';
import { ExternalLink } from './external-link';
import { SocialIcon } from './social-icon';
import styles from './social-links.module.css';

export type SocialNetwork = keyof SocialLinks;

const labels = defineMessages({
  facebook: { id: 'social.facebook', defaultMessage: 'Facebook' },
  instagram: { id: 'social.instagram', defaultMessage: 'Instagram' },
  pinterest: { id: 'social.pinterest', defaultMessage: 'Pinterest' },
  youtube: { id: 'social.youtube', defaultMessage: 'YouTube' },
});

/** The networks of `networks` that the store has a link for. */
export const configuredNetworks = (links: SocialLinks, networks: readonly SocialNetwork[]): SocialNetwork[] =>
  networks.filter((network) => links[network]);

/** Round icon links to the shop's social networks, through the external-link allowlist. */
export function SocialLinkList({
  links,
  networks,
  label,
}: {
  links: SocialLinks;
  networks: readonly SocialNetwork[];
  label?: string;
}) {
  const intl = useIntl();
  return (
    <ul className={styles.list} aria-label={label}>
      {configuredNetworks(links, networks).map((network) => (
        <li key={network}>
          <ExternalLink href={links[network] ?? ''} aria-label={intl.formatMessage(labels[network])} className={styles.link}>
            <SocialIcon network={network} size={22} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
