import { observer } from 'mobx-react-lite';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ADVENT_DOORS } from '../../domain/advent';
import { Breadcrumbs } from '../../shared/components/breadcrumbs';
import { PageHeading } from '../../shared/components/page-heading';
import { useStores } from '../../shared/store-context';
import { useSeo } from '../../shared/seo/use-seo';
import styles from './advent-page.module.css';
import { pageMessages } from '../../shared/components/page-messages';

const messages = defineMessages({
  title: { id: 'advent.title', defaultMessage: 'Advent calendar' },
  intro: {
    id: 'advent.intro',
    defaultMessage:
      'Light a candle, make some tea and open a door each day until Christmas: behind every one waits a cosy idea for your home.',
  },
  doorsLabel: { id: 'advent.doorsLabel', defaultMessage: 'The 24 doors' },
  openHint: { id: 'advent.openHint', defaultMessage: 'Discover the offers' },
  closedHint: { id: 'advent.closedHint', defaultMessage: 'Not yet' },
});

const openDoorLabel = defineMessage<{ day: number }>({
  id: 'advent.door.open',
  defaultMessage: 'Door {day}, open: discover the offers',
});
const closedDoorLabel = defineMessage<{ day: number }>({
  id: 'advent.door.closed',
  defaultMessage: 'Door {day}, opens on {day} December',
});

/** /advent-calendar: 24 doors; the days after today stay closed. */
const AdventPage = observer(function AdventPage() {
  const { calendar } = useStores();
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useSeo({ title, description: intl.formatMessage(messages.intro) });
  const open = calendar.adventDoorsOpen;
  const days = Array.from({ length: ADVENT_DOORS }, (_, index) => index + 1);

  return (
    <section className={styles.page}>
      <Breadcrumbs items={[{ label: intl.formatMessage(pageMessages.homepage), to: '/' }, { label: title }]} />
      <PageHeading>{title}</PageHeading>
      <p className={styles.intro}>
        <FormattedMessage {...messages.intro} />
      </p>
      <ol className={styles.doors} aria-label={intl.formatMessage(messages.doorsLabel)}>
        {days.map((day) =>
          day <= open ? (
            <li key={day} className={`${styles.door} ${styles.open}`} data-state="open">
              <Link to="/products" className={styles.doorLink} aria-label={intl.formatMessage(openDoorLabel, { day })}>
                <span className={styles.day} aria-hidden="true">
                  {day}
                </span>
                <span className={styles.hint} aria-hidden="true">
                  <FormattedMessage {...messages.openHint} />
                </span>
              </Link>
            </li>
          ) : (
            <li
              key={day}
              className={`${styles.door} ${styles.closed}`}
              data-state="closed"
              aria-label={intl.formatMessage(closedDoorLabel, { day })}
            >
              <span className={styles.day} aria-hidden="true">
                {day}
              </span>
              <span className={styles.hint} aria-hidden="true">
                <FormattedMessage {...messages.closedHint} />
              </span>
            </li>
          ),
        )}
      </ol>
    </section>
  );
});

export default AdventPage;
