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

/** What a card shows of an agency or an agent. */
type Pro = {
  id: string;
  name: string;
  image: string | null;
  subtitle?: string | null | undefined;
  city: string | null;
  listings: number;
};

const KINDS = {
  agencies: { all: '/agency', profile: '/agency-single/', testId: 'home-agency', shape: 'square' },
  agents: { all: '/agents', profile: '/agent-single/', testId: 'home-agent', shape: 'round' },
} as const;

type Column = {
  kind: keyof typeof KINDS;
  isPending: boolean;
  isError: boolean;
  pros: Pro[];
};

/**
 * One column of cards. Profiles are for signed-in users, so a guest's card opens the directory
 * searched on that name instead.
 */
function ProColumn({ kind, isPending, isError, pros }: Column) {
  const { t } = useTranslation();
  const { session } = useSession();
  const { all, profile, testId, shape } = KINDS[kind];
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
        items={pros}
        isPending={isPending}
        keyOf={(pro) => pro.id}
        render={(pro) => (
          <HomeProCard
            {...pro}
            testId={testId}
            shape={shape}
            to={session ? `${profile}${pro.id}` : `${all}?q=${encodeURIComponent(pro.name)}`}
          />
        )}
        skeletons={6}
        skeleton={<HomeProCardSkeleton />}
        empty={<p className="row home-state">{t(isError ? 'home.pros.error' : `home.pros.empty.${kind}`)}</p>}
      />
    </div>
  );
}

/** Top agencies and agents. */
export function TopProfessionals() {
  const { t } = useTranslation();
  const [ref, near] = useNearNextScreen<HTMLElement>();
  const agencies = useTopAgencies(near);
  const agents = useTopAgents(near);
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
            isPending={agencies.isPending}
            isError={agencies.isError}
            pros={(agencies.data?.items ?? []).map((agency) => ({ ...agency, image: agency.logo }))}
          />
          <ProColumn
            kind="agents"
            isPending={agents.isPending}
            isError={agents.isError}
            pros={(agents.data?.items ?? []).map((agent) => ({
              ...agent,
              image: agent.profilePicture,
              subtitle: agent.agency?.name,
            }))}
          />
        </div>
      </div>
    </section>
  );
}
