import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardList } from '../../../components/card-list.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { useUpcomingAppointments } from '../api/get-upcoming-appointments.ts';
import { HomeSection } from './home-section.tsx';
import { UpcomingAppointmentCard } from './upcoming-appointment-card.tsx';
import './upcoming-appointments.css';

type Props = {
  /** The role's appointments page: 'View all' and each card's details. */
  appointmentsPath: string;
  /** A seeker is shown where to find a viewing when there is none. */
  seeker?: boolean;
};

/** A home's next viewings as cards (spec 2 §2), soonest first, with a link to all appointments. */
export function UpcomingAppointments({ appointmentsPath, seeker = false }: Props) {
  const { t } = useTranslation(['dashboard', 'common']);
  const query = useUpcomingAppointments();
  return (
    <HomeSection
      id="home-upcoming"
      title={t('upcoming.title')}
      all={{ label: t('upcoming.viewAll'), to: appointmentsPath }}
    >
      {query.isError ? (
        <StatePanel icon="alert" alert level={3} title={t('upcoming.loadError')}>
          <RetryButton onRetry={() => void query.refetch()} />
        </StatePanel>
      ) : (
        <CardList
          items={query.data?.items}
          isPending={query.isPending}
          keyOf={(a) => a.id}
          className="grid-auto upcoming-cards"
          labelledBy="home-upcoming"
          skeletons={2}
          skeleton={<div className="card card--skeleton skeleton upcoming-card upcoming-card--skeleton" />}
          render={(a) => <UpcomingAppointmentCard appointment={a} detailsTo={appointmentsPath} />}
          empty={
            <StatePanel icon="calendar" level={3} title={t('upcoming.emptyTitle')} text={t('upcoming.emptyText')}>
              {seeker && (
                <Link to="/properties" className="btn btn--primary">
                  {t('favourites.explore', { ns: 'common' })}
                </Link>
              )}
            </StatePanel>
          }
        />
      )}
    </HomeSection>
  );
}
