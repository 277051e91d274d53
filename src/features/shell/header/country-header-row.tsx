import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Icon, iconNameOf } from '../../../shared/components/icon';
import { useStores } from '../../../shared/store-context';
import { CountryDropdown } from './country-dropdown';
import styles from './country-header-row.module.css';
import { LanguageSwitcher } from './language-switcher';

const messages = defineMessages({
  label: { id: 'header.countryRow.label', defaultMessage: 'Country and language' },
});

const isImageUrl = (icon: string): boolean => /^(https?:\/\/|\/)/i.test(icon) || /\.(svg|png|jpe?g|webp|gif)$/i.test(icon);

/** Country dropdown, the configured country line (icon and colour) and the language switcher; at most 200px high. */
export const CountryHeaderRow = observer(function CountryHeaderRow() {
  const intl = useIntl();
  const { shop } = useStores();
  const countryHeader = shop.localeConfig.value?.countryHeader ?? null;
  const text = countryHeader?.text.trim() ?? '';
  const style = countryHeader?.colour ? ({ '--country-header-colour': countryHeader.colour } as CSSProperties) : undefined;
  return (
    <div className={styles.countryRow} role="region" aria-label={intl.formatMessage(messages.label)}>
      <div className={styles.countryRowInner}>
        <CountryDropdown />
        {text !== '' && (
          <p className={styles.countryText} style={style} data-testid="country-header-text">
            <span className={styles.countryIcon} aria-hidden="true">
              {countryHeader?.icon && isImageUrl(countryHeader.icon) ? (
                <img src={countryHeader.icon} alt="" width={18} height={18} />
              ) : (
                <Icon name={iconNameOf(countryHeader?.icon ?? '') ?? 'oval'} size={18} />
              )}
            </span>
            <span>{text}</span>
          </p>
        )}
        <LanguageSwitcher />
      </div>
    </div>
  );
});
