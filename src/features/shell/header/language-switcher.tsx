import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { LanguageCode } from '../../../../ports/model/shop-context';
import { useStores } from '../../../shared/store-context';
import styles from './language-switcher.module.css';

const messages = defineMessages({
  label: { id: 'header.language.label', defaultMessage: 'Language' },
  de: { id: 'header.language.de', defaultMessage: 'Deutsch' },
  ro: { id: 'header.language.ro', defaultMessage: 'Română' },
  en: { id: 'header.language.en', defaultMessage: 'English' },
});

const LANGUAGES: { code: LanguageCode; name: MessageDescriptor }[] = [
  { code: 'de', name: messages.de },
  { code: 'ro', name: messages.ro },
  { code: 'en', name: messages.en },
];

/** The interface language (de / ro / en); each language is named in itself. */
export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const intl = useIntl();
  const { shop } = useStores();
  return (
    <div role="group" aria-label={intl.formatMessage(messages.label)} className={styles.languages}>
      {LANGUAGES.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.language}
          aria-pressed={shop.language === code}
          aria-label={intl.formatMessage(name)}
          onClick={() => shop.setLanguage(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
});
