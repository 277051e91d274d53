import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { checkSearchTerm, SEARCH_MAX_LENGTH, searchPath } from '../../../domain/search-term';
import { Icon } from '../../../shared/components/icon';
import { SEARCH_LISTBOX_ID, searchOptionId } from '../../search/search-option-id';
import { tooShortMessage } from '../../search/too-short-message';
import { useStores } from '../../../shared/store-context';
import styles from './search-box.module.css';
import { lazyScreen } from '../../../shared/lazy-screen';

const LiveSearch = lazyScreen(() => import('../../search/live-search'), 'header');

const messages = defineMessages({
  label: { id: 'header.search.label', defaultMessage: 'Search the shop' },
  placeholder: { id: 'header.search.placeholder', defaultMessage: 'Search sofas, beds, lamps…' },
  submit: { id: 'header.search.submit', defaultMessage: 'Search' },
});

/**
 * The header's search form. Enter or the button goes to /search/{term} when the term has at
 * least 4 characters. The live results download on the box's first focus, so the first load
 * does not carry them. The box is an ARIA combobox over the dropdown's products: the arrow keys
 * move through them, Enter opens the active one, Escape closes the dropdown and keeps the focus.
 */
export const SearchBox = observer(function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { header, searchFeature } = useStores();
  const box = searchFeature.value?.box;
  const [term, setTerm] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [live, setLive] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const expanded = live && box?.expanded === true;

  useEffect(() => {
    if (header.searchOpen) inputRef.current?.focus();
  }, [header.searchOpen]);

  // The dropdown goes with its code: closed before that code has arrived, it stays closed.
  const close = () => {
    box?.hide();
    setLive(false);
    header.closeSearch();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkSearchTerm(term);
    setTooShort(!check.ok);
    if (!check.ok) {
      inputRef.current?.focus();
      return;
    }
    close();
    navigate(searchPath(check.term));
  };

  const leave = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) box?.hide();
  };

  // Escape never clears the term: it hides the dropdown, and the focus stays in (or returns to) the box.
  const press = (event: KeyboardEvent) => {
    const used = box?.keyDown(event.key, event.target === inputRef.current);
    if (!used) return;
    event.preventDefault();
    if (used === true) inputRef.current?.focus();
    else {
      close();
      navigate(used);
    }
  };

  return (
    <form
      role="search"
      className={styles.searchForm}
      aria-label={intl.formatMessage(messages.label)}
      onSubmit={submit}
      onFocus={(event) => {
        setLive(true);
        if (!event.currentTarget.contains(event.relatedTarget)) box?.show();
      }}
      onBlur={leave}
      onKeyDown={press}
      noValidate
    >
      <div className={styles.searchField}>
        <input
          ref={inputRef}
          type="search"
          name="q"
          className={styles.searchInput}
          value={term}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={SEARCH_LISTBOX_ID}
          aria-activedescendant={expanded && box.activeIndex !== null ? searchOptionId(box.activeIndex) : undefined}
          aria-label={intl.formatMessage(messages.label)}
          placeholder={intl.formatMessage(messages.placeholder)}
          aria-invalid={tooShort || undefined}
          aria-describedby={tooShort ? hintId : undefined}
          onChange={(event) => {
            setTerm(event.target.value);
            setTooShort(false);
            setLive(true);
            box?.show();
          }}
        />
        <button type="submit" className={styles.searchSubmit} aria-label={intl.formatMessage(messages.submit)}>
          <Icon name="search" size={20} />
        </button>
      </div>
      <p id={hintId} className={styles.searchHint} role="status">
        {tooShort && <FormattedMessage {...tooShortMessage} />}
      </p>
      {live && (
        <Suspense fallback={null}>
          <LiveSearch term={term} hideHint={tooShort} hintClassName={styles.searchHint} onFollow={close} />
        </Suspense>
      )}
    </form>
  );
});
