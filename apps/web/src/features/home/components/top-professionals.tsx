import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { useSession } from '../../../lib/session-context.ts';
import { useTopAgencies } from '../api/get-top-agencies.ts';
import { useTopAgents } from '../api/get-top-agents.ts';
import { HomeProCard, HomeProCardSkeleton } from './home-pro-card.tsx';

type Column = {
  kind: 'agencies' | 'agents';
  all: string;
  isPending: boolean;
  isError: boolean;
  cards: ReactNode[];
};

function ProColumn({ kind, all, isPending, isError, cards }: Column) {
  const { t } = useTranslation();
  return (
    <div className="home-pros__column">
      <div className="home-pros__head">
        <h3 id={`home-${kind}-title`}>{t(`home.pros.${kind}`)}</h3>
        <Link to={all} className="home-link">
          {t('home.pros.seeAll')}
          <Icon name="arrowRight" size={14} />
        </Link>
      </div>
      {isPending && (
        <ul className="home-pros__list" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <HomeProCardSkeleton />
            </li>
          ))}
        </ul>
      )}
      {!isPending && cards.length === 0 && (
        <p className="home-state">{t(isError ? 'home.pros.error' : `home.pros.empty.${kind}`)}</p>
      )}
      {cards.length > 0 && (
        <ul className="home-pros__list" aria-labelledby={`home-${kind}-title`}>
          {cards.map((card, i) => (
            <li key={i}>{card}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Top agencies and agents. Profiles are for signed-in users, so a guest's card opens the
 * directory searched on that name instead.
 */
export function TopProfessionals() {
  const { t } = useTranslation();
  const { session } = useSession();
  const agencies = useTopAgencies();
  const agents = useTopAgents();
  const target = (profile: string, list: string, name: string) =>
    session ? profile : `${list}?q=${encodeURIComponent(name)}`;
  return (
    <section className="section" aria-labelledby="pros-title">
      <div className="container">
        <div className="section__head">
          <div>
            <span className="eyebrow">{t('home.pros.eyebrow')}</span>
            <h2 id="pros-title" className="section__title">
              {t('home.pros.title')}
            </h2>
            <p className="section__lead">{t('home.pros.lead')}</p>
          </div>
        </div>
        <div className="home-pros">
          <ProColumn
            kind="agencies"
            all="/agency"
            isPending={agencies.isPending}
            isError={agencies.isError}
            cards={(agencies.data?.items ?? []).map((agency) => (
              <HomeProCard
                key={agency.id}
                testId="home-agency"
                to={target(`/agency-single/${agency.id}`, '/agency', agency.name)}
                name={agency.name}
                image={agency.logo}
                shape="square"
                city={agency.city}
                listings={agency.listings}
              />
            ))}
          />
          <ProColumn
            kind="agents"
            all="/agents"
            isPending={agents.isPending}
            isError={agents.isError}
            cards={(agents.data?.items ?? []).map((agent) => (
              <HomeProCard
                key={agent.id}
                testId="home-agent"
                to={target(`/agent-single/${agent.id}`, '/agents', agent.name)}
                name={agent.name}
                image={agent.profilePicture}
                shape="round"
                subtitle={agent.agency?.name}
                city={agent.city}
                listings={agent.listings}
              />
            ))}
          />
        </div>
      </div>
    </section>
  );
}
