import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { checkSearchTerm } from '../../../domain/search-term';
import { Icon } from '../../components/icon';
import { useStores } from '../../store-context';
import styles from './search-box.module.css';

const messages = defineMessages({
  label: { id: 'header.search.label', defaultMessage: 'Search the shop' },
  placeholder: { id: 'header.search.placeholder', defaultMessage: 'Search sofas, beds, lamps…' },
  submit: { id: 'header.search.submit', defaultMessage: 'Search' },
  tooShort: { id: 'header.search.tooShort', defaultMessage: 'Please enter more than three characters.' },
});

/**
 * The header's search form: Enter or the button goes to /search/{term} when the term has at
 * least 4 characters. The live result dropdown arrives with the search issue.
 */
export const SearchBox = observer(function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { header } = useStores();
  const [term, setTerm] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (header.searchOpen) inputRef.current?.focus();
  }, [header.searchOpen]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkSearchTerm(term);
    if (!check.ok) {
      setTooShort(true);
      inputRef.current?.focus();
      return;
    }
    setTooShort(false);
    header.closeSearch();
    navigate(`/search/${encodeURIComponent(check.term)}`);
  };

  return (
    <form
      role="search"
      className={styles.searchForm}
      aria-label={intl.formatMessage(messages.label)}
      onSubmit={submit}
      noValidate
    >
      <div className={styles.searchField}>
        <input
          ref={inputRef}
          type="search"
          name="q"
          className={styles.searchInput}
          value={term}
          autoComplete="off"
          enterKeyHint="search"
          aria-label={intl.formatMessage(messages.label)}
          placeholder={intl.formatMessage(messages.placeholder)}
          aria-invalid={tooShort || undefined}
          aria-describedby={tooShort ? hintId : undefined}
          onChange={(event) => {
            setTerm(event.target.value);
            if (tooShort && checkSearchTerm(event.target.value).ok) setTooShort(false);
          }}
        />
        <button type="submit" className={styles.searchSubmit} aria-label={intl.formatMessage(messages.submit)}>
          <Icon name="search" size={20} />
        </button>
      </div>
      <p id={hintId} className={styles.searchHint} role="status">
        {tooShort && <FormattedMessage {...messages.tooShort} />}
      </p>
    </form>
  );
});
