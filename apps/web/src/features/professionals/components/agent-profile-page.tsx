import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useAgent } from '../api/get-agent.ts';
import { ProfileLayout } from './profile-layout.tsx';
import { ProfileReviews } from './profile-reviews.tsx';
import { ProfileError, ProfileLoading } from './profile-state.tsx';
import { WorkingHours } from './working-hours.tsx';

/** /agent-single/:id (signed-in users). */
export function AgentProfilePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data: agent, isPending, isError, error, refetch } = useAgent(id);
  usePageMeta({
    title: agent?.name ?? t('pages.agentProfile'),
    description: agent?.bio ?? t('professionals.agents.metaDescription'),
    image: agent?.profilePicture,
    type: 'profile',
  });
  if (isPending) return <ProfileLoading kind="agent" />;
  if (isError) return <ProfileError kind="agent" error={error} onRetry={() => void refetch()} />;
  return (
    <ProfileLayout
      after={<ProfileReviews kind="agent" id={agent.id} />}
      kind="agent"
      name={agent.name}
      image={agent.profilePicture}
      about={agent.bio}
      listings={agent.properties}
      contact={{ phone: agent.phone, email: agent.companyEmail }}
      verified={agent.verified}
      reportId={agent.id}
      facts={
        <>
          {agent.agency ? (
            <Link to={`/agency-single/${agent.agency.id}`} className="row-inline pro-fact pro-fact--link">
              <Icon name="building" size={16} />
              {agent.agency.name}
            </Link>
          ) : (
            <>
              {agent.agencyName && (
                <span className="row-inline pro-fact">
                  <Icon name="building" size={16} />
                  {agent.agencyName}
                </span>
              )}
              <span className="row-inline pro-fact">
                <Icon name="user" size={16} />
                {t('professionals.independent')}
              </span>
            </>
          )}
          {agent.city && (
            <span className="row-inline pro-fact">
              <Icon name="pin" size={16} />
              {agent.city}
            </span>
          )}
          {agent.licenceNumber && (
            <span className="row-inline pro-fact">
              <Icon name="shield" size={16} />
              {t('professionals.licenceValue', { licence: agent.licenceNumber })}
            </span>
          )}
        </>
      }
    >
      <section className="card panel" aria-labelledby="pro-hours">
        <h2 id="pro-hours" className="panel__title">
          {t('professionals.hours.title')}
        </h2>
        <WorkingHours hours={agent.workingHours} />
      </section>
    </ProfileLayout>
  );
}
