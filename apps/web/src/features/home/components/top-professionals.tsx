import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardList } from '../../../components/card-list.tsx';
import { Icon } from '../../../components/icon.tsx';
import { SectionHead } from '../../../components/section-head.tsx';
import { useSession } from '../../../lib/session-context.ts';
import { useTopAgencies } from '../api/get-top-agencies.ts';
import { useTopAgents } from '../api/get-top-agents.ts';
import { HomeProCard, HomeProCardSkeleton } from './home-pro-card.tsx';
import { useNearNextScreen } from '../../../lib/use-near-viewport.ts';

type Column = {
  kind: 'agencies' | 'agents';
  all: string;
  isPending: boolean;
  isError: boolean;
  cards: { key: string; node: ReactNode }[];
};

function ProColumn({ kind, all, isPending, isError, cards }: Column) {
  const { t } = useTranslation();
  return (
    <div className="home-pros__column">
      <div className="bar home-pros__head">
        <h3 id={`home-${kind}-title`} className="title-xl">
          {t(`home.pros.${kind}`)}
        </h3>
        <Link to={all} className="home-link">
          {t('home.pros.seeAll')}
          <Icon name="arrowRight" size={14} />
        </Link>
      </div>
      <CardList
        className="grid-auto home-pros__list"
        labelledBy={`home-${kind}-title`}
        items={cards}
        isPending={isPending}
        keyOf={(card) => card.key}
        render={(card) => card.node}
        skeletons={6}
        skeleton={<HomeProCardSkeleton />}
        empty={<p className="row home-state">{t(isError ? 'home.pros.error' : `home.pros.empty.${kind}`)}</p>}
      />
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
  const [ref, near] = useNearNextScreen<HTMLElement>();
  const agencies = useTopAgencies(near);
  const agents = useTopAgents(near);
  const target = (profile: string, list: string, name: string) =>
    session ? profile : `${list}?q=${encodeURIComponent(name)}`;
  return (
    <section ref={ref} className="section" aria-labelledby="pros-title">
      <div className="container">
        <SectionHead
          titleId="pros-title"
          eyebrow={t('home.pros.eyebrow')}
          title={t('home.pros.title')}
          lead={t('home.pros.lead')}
        />
        <div className="home-pros">
          <ProColumn
            kind="agencies"
            all="/agency"
            isPending={agencies.isPending}
            isError={agencies.isError}
            cards={(agencies.data?.items ?? []).map((agency) => ({
              key: agency.id,
              node: (
                <HomeProCard
                  testId="home-agency"
                  to={target(`/agency-single/${agency.id}`, '/agency', agency.name)}
                  name={agency.name}
                  image={agency.logo}
                  shape="square"
                  city={agency.city}
                  listings={agency.listings}
                />
              ),
            }))}
          />
          <ProColumn
            kind="agents"
            all="/agents"
            isPending={agents.isPending}
            isError={agents.isError}
            cards={(agents.data?.items ?? []).map((agent) => ({
              key: agent.id,
              node: (
                <HomeProCard
                  testId="home-agent"
                  to={target(`/agent-single/${agent.id}`, '/agents', agent.name)}
                  name={agent.name}
                  image={agent.profilePicture}
                  shape="round"
                  subtitle={agent.agency?.name}
                  city={agent.city}
                  listings={agent.listings}
                />
              ),
            }))}
          />
        </div>
      </div>
    </section>
  );
}
