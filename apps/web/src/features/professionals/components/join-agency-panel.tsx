import { useTranslation } from 'react-i18next';
import { AGENCY_TEAM_MESSAGES } from '@immora/shared/agency-team';
import { Icon } from '../../../components/icon.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useSession } from '../../../lib/session-context.ts';
import { useJoinRequestState, useRequestToJoin } from '../api/join-request.ts';

const KNOWN = new Map<string, string>([
  [AGENCY_TEAM_MESSAGES.alreadyPending, 'alreadyPending'],
  [AGENCY_TEAM_MESSAGES.alreadyInAgency, 'alreadyInAgency'],
]);

/**
 * On an agency's page, for an independent agent (role individual, no agency yet): 'Request to
 * join', then where the request stands. Nothing for other visitors.
 */
export function JoinAgencyPanel({ agencyId }: { agencyId: string }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const agent = session?.role === 'individual';
  const state = useJoinRequestState(agencyId, agent);
  const request = useRequestToJoin(agencyId);
  if (!agent || !state.data) return null;
  const { canRequest, status, member } = state.data;
  if (!canRequest && !member) return null;

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toast(t('professionals.join.sent')),
      onError: (error) => toast(t(`professionals.join.${KNOWN.get(error.message) ?? 'failed'}`), 'error'),
    });

  return (
    <section className="card panel stack pro-join" aria-labelledby="pro-join">
      <h2 id="pro-join" className="panel__title">
        {t('professionals.join.title')}
      </h2>
      {member ? (
        <p className="row-inline pro-join__state">
          <Icon name="check" size={16} />
          {t('professionals.join.member')}
        </p>
      ) : status === 'pending' ? (
        <p className="row-inline pro-join__state" data-testid="join-pending">
          <Icon name="clock" size={16} />
          {t('professionals.join.pending')}
        </p>
      ) : (
        <>
          <p className="pro-muted">
            {t(status === 'rejected' ? 'professionals.join.rejected' : 'professionals.join.text')}
          </p>
          <button type="button" className="btn btn--primary" disabled={request.isPending} onClick={ask}>
            <Icon name="user" size={16} />
            {t('professionals.join.button')}
          </button>
        </>
      )}
    </section>
  );
}
