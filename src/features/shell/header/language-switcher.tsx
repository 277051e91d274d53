import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { LanguageCode } from '../../../../ports/model/shop-context';
import { localizedPath } from '../../../domain/language-path';
import { plainClick } from '../../../shared/plain-click';
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

/**
 * The interface language (de / ro / en), each named by the code it shows (WCAG 2.5.3: the visible
 * text is the name) and described by the language in itself: a link to the same page in that
 * language (its own URL), followed without a reload.
 */
export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const intl = useIntl();
  const { shop } = useStores();
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={intl.formatMessage(messages.label)} className={styles.languages}>
      {LANGUAGES.map(({ code, name }) => {
        const href = localizedPath(pathname, code, shop.defaultLanguage) + search + hash;
        const follow = (event: MouseEvent) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          if (code === shop.language) return;
          // The URL changes first: the app's router for that language starts from it.
          window.history.pushState(null, '', href);
          shop.setLanguage(code);
        };
        return (
          <a
            key={code}
            href={href}
            hrefLang={code}
            lang={code}
            className={styles.language}
            aria-current={shop.language === code || undefined}
            title={intl.formatMessage(name)}
            onClick={follow}
          >
            {code.toUpperCase()}
          </a>
        );
      })}
    </nav>
  );
});
