import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { Country } from '../../../../ports/model/country';
import { flagIconName, Icon } from '../../../shared/components/icon';
import { Popover, PopoverAnchor } from '../../../shared/components/popover';
import { useStores } from '../../../shared/store-context';
import styles from './country-dropdown.module.css';
import { useDismiss } from '../../../shared/components/use-dismiss';

const messages = defineMessages({
  chooseCountry: { id: 'header.country.choose', defaultMessage: 'Delivery country' },
  disabledAtCheckout: {
    id: 'header.country.disabledAtCheckout',
    defaultMessage: 'The delivery country cannot be changed during checkout.',
  },
});

const vatRate = defineMessage<{ rate: string }>({ id: 'header.country.vatRate', defaultMessage: '{rate} VAT' });
const currentCountry = defineMessage<{ country: string }>({
  id: 'header.country.current',
  defaultMessage: 'Delivery country: {country}',
});
const triggerLabel = defineMessage<{ country: string; rate: string }>({
  id: 'header.country.trigger',
  defaultMessage: 'Delivery country: {country}, {rate}. Change country',
});

function Flag({ country }: { country: Country }) {
  const name = flagIconName(country.isoAlpha2);
  return name ? <Icon name={name} size={22} className={styles.flag} /> : <span className={styles.iso}>{country.isoAlpha2}</span>;
}

/**
 * The country dropdown of section 4: choosing a country stores it with its tax title and id,
 * which reprices everything. Disabled on /checkout unless VAT-exempt; VAT-exempt shows the
 * selected flag with 0% VAT and cannot be changed; a single country shows only its flag.
 */
export const CountryDropdown = observer(function CountryDropdown() {
  const intl = useIntl();
  const { shop, session } = useStores();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useDismiss(open, [rootRef], (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  const selected = shop.country;
  const countries = shop.countries;
  const percent = (rate: number) => intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 });
  const rateOf = (country: Country) => intl.formatMessage(vatRate, { rate: percent(shop.taxRateOf(country)) });
  const currentLabel = intl.formatMessage(currentCountry, { country: selected.title });

  if (session.excludeVat) {
    return (
      <div className={styles.static} data-testid="country-static" aria-label={currentLabel} role="group">
        <Flag country={selected} />
        <span className={styles.rate}>{intl.formatMessage(vatRate, { rate: percent(0) })}</span>
      </div>
    );
  }

  if (countries.length <= 1) {
    return (
      <div className={styles.static} data-testid="country-static" role="img" aria-label={currentLabel}>
        <Flag country={selected} />
      </div>
    );
  }

  const lockedAtCheckout = pathname === '/checkout' || pathname.startsWith('/checkout/');
  const choose = (country: Country) => {
    shop.selectCountry(country);
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <PopoverAnchor ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={intl.formatMessage(triggerLabel, { country: selected.title, rate: rateOf(selected) })}
        title={lockedAtCheckout ? intl.formatMessage(messages.disabledAtCheckout) : undefined}
        disabled={lockedAtCheckout}
        onClick={() => setOpen((value) => !value)}
      >
        <Flag country={selected} />
        <span className={styles.rate}>{rateOf(selected)}</span>
        <Icon name="chevron" size={14} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      {open && (
        <Popover
          as="ul"
          id={listId}
          align="start"
          className={styles.list}
          aria-label={intl.formatMessage(messages.chooseCountry)}
        >
          {countries.map((country) => (
            <li key={country.id}>
              <button
                type="button"
                className={styles.option}
                aria-current={country.id === selected.id ? 'true' : undefined}
                onClick={() => choose(country)}
              >
                <Flag country={country} />
                <span className={styles.name}>{country.title}</span>
                <span className={styles.rate}>{rateOf(country)}</span>
              </button>
            </li>
          ))}
        </Popover>
      )}
    </PopoverAnchor>
  );
});
