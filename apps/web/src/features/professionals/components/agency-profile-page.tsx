import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useAgency } from '../api/get-agency.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import { ProfileLayout } from './profile-layout.tsx';
import { ProfileReviews } from './profile-reviews.tsx';
import { ProfileError, ProfileLoading } from './profile-state.tsx';
import { WorkingHours } from './working-hours.tsx';
import { useSession } from '../../../lib/session-context.ts';

/**
 * 'Request to join', for an independent agent only: its code (with the team rules' messages, and
 * zod with them) loads for that visitor, not with every signed-in visitor's profile (decision 083).
 */
const JoinAgencyPanel = lazy(() =>
  import('./join-agency-panel.tsx').then((module) => ({ default: module.JoinAgencyPanel })),
);

/** /agency-single/:id (signed-in users): the agency, its team, hours and listings. */
export function AgencyProfilePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data: agency, isPending, isError, error, refetch } = useAgency(id);
  const { session } = useSession();
  usePageMeta({
    title: agency?.name ?? t('pages.agencyProfile'),
    description: agency?.description ?? t('professionals.agencies.metaDescription'),
    image: agency?.logo,
    type: 'profile',
  });
  if (isPending) return <ProfileLoading kind="agency" />;
  if (isError) return <ProfileError kind="agency" error={error} onRetry={() => void refetch()} />;
  return (
    <ProfileLayout
      after={<ProfileReviews kind="agency" id={agency.id} />}
      kind="agency"
      name={agency.name}
      image={agency.logo}
      about={agency.description}
      listings={agency.properties}
      contact={{ phone: agency.phone, email: agency.email, website: agency.website, address: agency.address }}
      verified={agency.verified}
      reportId={agency.id}
      facts={
        <>
          {agency.city && (
            <span className="row-inline pro-fact">
              <Icon name="pin" size={16} />
              {agency.city}
            </span>
          )}
          <span className="row-inline pro-fact">
            <Icon name="user" size={16} />
            {agency.agents} {t('professionals.agentsCount', { count: agency.agents })}
          </span>
          <span className="row-inline pro-fact">
            <Icon name="home" size={16} />
            {agency.listings} {t('professionals.listingsCount', { count: agency.listings })}
          </span>
        </>
      }
      aside={
        <>
          {session?.role === 'individual' && (
            <Suspense fallback={null}>
              <JoinAgencyPanel agencyId={agency.id} />
            </Suspense>
          )}
          <section className="card panel" aria-labelledby="pro-hours">
            <h2 id="pro-hours" className="panel__title">
              {t('professionals.hours.title')}
            </h2>
            <WorkingHours hours={agency.workingHours} />
          </section>
        </>
      }
    >
      <section className="card panel" aria-labelledby="pro-team">
        <h2 id="pro-team" className="panel__title">
          {t('professionals.team.title')}
        </h2>
        {agency.team.length === 0 ? (
          <p className="pro-muted">{t('professionals.team.none')}</p>
        ) : (
          <ul className="pro-team">
            {agency.team.map((member) => (
              <li key={member.id}>
                <Link to={`/agent-single/${member.id}`} className="row pro-team__member">
                  <Avatar name={member.name} src={member.profilePicture} size="md" />
                  <span>
                    <strong>{member.name}</strong>
                    {member.licenceNumber && <small>{member.licenceNumber}</small>}
                    <VerifiedBadge verified={member.verified} size="small" />
                  </span>
                  <Icon name="chevronRight" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </ProfileLayout>
  );
}
