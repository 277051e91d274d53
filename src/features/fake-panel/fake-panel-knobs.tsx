import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './fake-panel.module.css';
import { clockAhead, failsAlways, failsEveryNth, panelMessages as messages } from './panel-messages';
import { CLOCK_STEPS, type ClockStep, type PanelStore } from './panel-store';

const fieldOf = (event: FormEvent<HTMLFormElement>, name: string): string => {
  event.preventDefault();
  return String(new FormData(event.currentTarget).get(name) ?? '');
};

/** Latency, failing port methods, the fake clock and the data set's reset. */
export const FakePanelKnobs = observer(function FakePanelKnobs({ store }: { store: PanelStore }) {
  const intl = useIntl();
  const { latencyMs, failures, clockOffsetMs } = store.knobs;
  return (
    <>
      <form className={styles.row} onSubmit={(event) => store.setLatency(Number(fieldOf(event, 'latency')))}>
        <label className={styles.field}>
          {intl.formatMessage(messages.latency)}
          <input name="latency" type="number" min={0} step={100} defaultValue={latencyMs} />
        </label>
        <button type="submit">{intl.formatMessage(messages.apply)}</button>
      </form>
      <form
        className={styles.row}
        onSubmit={(event) => store.failMethod(fieldOf(event, 'method'), Number(fieldOf(event, 'every')) || 1)}
      >
        <label className={styles.field}>
          {intl.formatMessage(messages.method)}
          <input name="method" required />
        </label>
        <label className={styles.field}>
          {intl.formatMessage(messages.every)}
          <input name="every" type="number" min={1} defaultValue={1} />
        </label>
        <button type="submit">{intl.formatMessage(messages.fail)}</button>
      </form>
      <ul className={styles.list}>
        {failures.map(({ name, every }) => (
          <li key={name} className={styles.row}>
            {every === 1 ? intl.formatMessage(failsAlways, { name }) : intl.formatMessage(failsEveryNth, { name, every })}
            <button type="button" onClick={() => store.heal(name)}>
              {intl.formatMessage(messages.heal)}
            </button>
          </li>
        ))}
      </ul>
      <fieldset className={styles.field}>
        <legend>{intl.formatMessage(messages.clock)}</legend>
        <p>{intl.formatMessage(clockAhead, { minutes: Math.round(clockOffsetMs / 60_000) })}</p>
        {(Object.keys(CLOCK_STEPS) as ClockStep[]).map((step) => (
          <button key={step} type="button" onClick={() => store.advanceClock(step)}>
            {intl.formatMessage(messages[step])}
          </button>
        ))}
      </fieldset>
      <button type="button" onClick={store.resetData}>
        {intl.formatMessage(messages.reset)}
      </button>
    </>
  );
});
