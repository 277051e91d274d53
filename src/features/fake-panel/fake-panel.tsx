import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { LanguageCode } from '../../../ports/model/shop-context';
import { FakePanelKnobs } from './fake-panel-knobs';
import styles from './fake-panel.module.css';
import { panelMessages as messages } from './panel-messages';
import type { PersonaId } from './fake-controls';
import type { PanelStore } from './panel-store';

const PERSONAS: PersonaId[] = ['guest', 'private', 'company', 'vat-exempt', 'admin'];
const LANGUAGES: LanguageCode[] = ['de', 'ro', 'en'];

/** The fake-mode control panel (Alt+Shift+K or ?panel): persona, country and language, then the fakes' knobs. */
export const FakePanel = observer(function FakePanel({ store }: { store: PanelStore }) {
  const intl = useIntl();
  if (!store.open) return null;
  return (
    <aside className={styles.panel} aria-labelledby="fake-panel-title" data-fake-panel>
      <header className={styles.row}>
        <h2 id="fake-panel-title" className={styles.title}>
          {intl.formatMessage(messages.title)}
        </h2>
        <button type="button" onClick={() => store.setOpen(false)}>
          {intl.formatMessage(messages.close)}
        </button>
      </header>
      <label className={styles.field}>
        {intl.formatMessage(messages.persona)}
        <select value={store.persona ?? ''} onChange={(event) => void store.choosePersona(event.target.value as PersonaId)}>
          {store.persona === null && <option value="" />}
          {PERSONAS.map((id) => (
            <option key={id} value={id}>
              {intl.formatMessage(messages[id])}
            </option>
          ))}
        </select>
      </label>
      {store.personaFailed && <p role="alert">{intl.formatMessage(messages.personaFailed)}</p>}
      <label className={styles.field}>
        {intl.formatMessage(messages.country)}
        <select value={store.countryId} onChange={(event) => store.chooseCountry(Number(event.target.value))}>
          {store.countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.title}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {intl.formatMessage(messages.language)}
        <select value={store.language} onChange={(event) => store.chooseLanguage(event.target.value as LanguageCode)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {code.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
      <FakePanelKnobs store={store} />
    </aside>
  );
});
