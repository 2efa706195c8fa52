import { useCallback, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ACTIVE_STATUSES,
  APPOINTMENT_SORTS,
  APPOINTMENT_STATUSES,
  OWNER_TRANSITIONS,
  type TAppointment,
} from '@immora/shared/appointments';
import { ActionsMenu, type MenuItem } from '../../../components/data-table/actions-menu.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { listRequest } from '../../../components/data-table/use-list-query.ts';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { RowDialog, useRowDialog } from '../../../components/dialog/row-dialog.tsx';
import { Icon } from '../../../components/icon.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-context.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { WriteReviewDialog } from '../../reviews/components/write-review-dialog.tsx';
import { useCancelAppointment } from '../api/appointment-commands.ts';
import { useInvalidateAppointments } from '../api/invalidate-appointments.ts';
import { useAppointments, type AppointmentsScope } from '../api/appointments-list.ts';
import { useAppointmentMessage } from '../utils/appointment-message.ts';
import { formatStart } from '../utils/slot-days.ts';
import { useAppointmentColumns } from './appointment-columns.tsx';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { ProfileViewDialog } from './profile-view-dialog.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';
import { StatusDialog } from './status-dialog.tsx';
import './appointments-page.css';

const PAGE_SIZE = 10;

type Props = {
  side: AppointmentsScope['side'];
  /** A listing's appointments (the route's :propertyId): the link back to my properties. */
  backTo?: string;
};

/**
 * Appointments (spec 2 §2): the owner's (individual, pseller, agency; all listings or one) with the
 * update-status and reschedule dialogs, and the seeker's (/user-appointments) with cancel, on the
 * kit's data table (status and upcoming/past filters, sort by date, pages, cards on a phone).
 */
export default function AppointmentsPage({ side, backTo }: Props) {
  const { propertyId } = useParams();
  const scope: AppointmentsScope = side === 'owner' ? { side, propertyId } : { side };
  const { t, i18n } = useTranslation(['common', 'reviews']);
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const { session } = useSession();
  const owner = scope.side === 'owner';
  const oneListing = owner && Boolean(scope.propertyId);
  const list = useListParams({
    sorts: APPOINTMENT_SORTS,
    // The coming viewings first, soonest first, then the past ones (the API's default order).
    defaultSort: 'upcoming',
    defaultOrder: 'asc',
    filters: ['status', 'when'],
  });
  const query = useAppointments(session?.token ?? null, scope, listRequest(list, PAGE_SIZE));
  const rows = query.data?.items ?? [];
  // The dialogs' rows are kept outside the screen's state: opening one draws the dialog alone.
  const updating = useRowDialog<TAppointment>();
  const moving = useRowDialog<TAppointment>();
  const viewing = useRowDialog<TAppointment>();
  const reviewing = useRowDialog<TAppointment>();
  // An owner sees the agent column when someone else handles some of the listings (an agency's agents).
  const columns = useAppointmentColumns(scope.side, {
    withListing: !oneListing,
    withAgent: !owner || rows.some((a) => a.agent.id !== session?.id),
    onViewProfile: owner ? viewing.open : undefined,
  });
  const message = useAppointmentMessage();
  const cancel = useCancelAppointment();
  const [cancelling, setCancelling] = useState<TAppointment | null>(null);
  const invalidate = useInvalidateAppointments();
  const title = t(oneListing ? 'pages.propertyAppointments' : 'pages.appointments');
  usePageMeta(title);
  const listingTitle = oneListing ? query.data?.items[0]?.property.title : undefined;

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      toast(t('appointment.cancelled'));
    } catch (error) {
      toast(
        error instanceof ApiError
          ? (message(error.message) ?? t('appointment.cancelFailed'))
          : t('appointment.cancelFailed'),
        'error',
      );
    }
    setCancelling(null);
  };

  // Kept between renders: the rows' menus are not drawn again when the screen is (a filter, the list's next answer).
  const actions = useCallback(
    (a: TAppointment) => {
      const open = ACTIVE_STATUSES.includes(a.status);
      const when = formatStart(a.startsAt, language);
      if (!owner && a.canReview)
        return (
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => reviewing.open(a)}
            aria-label={t('reviews:write.actionLabel', { name: a.agent.name, when })}
          >
            <Icon name="sparkle" size={16} />
            {t('reviews:write.action')}
          </button>
        );
      if (!owner)
        return open ? (
          <button
            type="button"
            className="btn btn--ghost btn--small btn--danger"
            onClick={() => setCancelling(a)}
            aria-label={t('appointment.cancelLabel', { when })}
          >
            <Icon name="close" size={16} />
            {t('appointment.cancel')}
          </button>
        ) : null;
      const items: MenuItem[] = [
        ...(OWNER_TRANSITIONS[a.status].length > 0
          ? [
              {
                key: 'status',
                label: t('appointment.updateStatus'),
                icon: 'check' as const,
                onSelect: () => updating.open(a),
              },
            ]
          : []),
        ...(a.profileShared
          ? [
              {
                key: 'profile',
                label: t('appointment.profileView.open'),
                icon: 'user' as const,
                onSelect: () => viewing.open(a),
              },
            ]
          : []),
        ...(open
          ? [
              {
                key: 'reschedule',
                label: t('appointment.reschedule'),
                icon: 'calendar' as const,
                onSelect: () => moving.open(a),
              },
            ]
          : []),
        { key: 'listing', label: t('appointment.viewListing'), icon: 'eye', to: `/single-v1/${a.property.id}` },
      ];
      return (
        <ActionsMenu label={t('appointment.actions')} name={t('appointment.actionsLabel', { when })} items={items} />
      );
    },
    [t, language, owner, updating, moving, viewing, reviewing],
  );

  return (
    <section className="dash-page appointments-page" aria-labelledby={`${id}-title`}>
      <PageHeader
        id={`${id}-title`}
        title={title}
        lead={listingTitle ?? t(owner ? 'appointment.ownerLead' : 'appointment.seekerLead')}
        breadcrumb={
          oneListing && backTo ? [{ label: t('pages.myProperties'), to: backTo }, { label: title }] : undefined
        }
        count={query.data && query.data.total > 0 ? t('appointment.count', { count: query.data.total }) : undefined}
        actions={
          oneListing && backTo ? (
            <Link to={backTo} className="btn btn--ghost btn--small" data-testid="back-to-properties">
              <Icon name="chevronLeft" size={16} />
              {t('appointment.backToProperties')}
            </Link>
          ) : undefined
        }
      />

      <DataTable
        caption={title}
        columns={columns}
        query={query}
        list={list}
        rowId={(a) => a.id}
        rowLabel={(a) => `${a.property.title ?? t('appointment.untitled')}, ${formatStart(a.startsAt, language)}`}
        rowTestId="appointment-row"
        searchLabel={t('appointment.searchLabel')}
        sortOptions={[
          { sort: 'upcoming', order: 'asc', label: t('appointment.sort.upcoming') },
          { sort: 'startsAt', order: 'asc', label: t('appointment.sort.soonest') },
          { sort: 'startsAt', order: 'desc', label: t('appointment.sort.latest') },
          { sort: 'createdAt', order: 'desc', label: t('appointment.sort.newest') },
        ]}
        filters={[
          {
            key: 'status',
            label: t('appointment.columns.status'),
            options: APPOINTMENT_STATUSES.map((s) => ({ value: s, label: t(`appointment.status.${s}`) })),
          },
          {
            key: 'when',
            label: t('appointment.when.label'),
            options: [
              { value: 'upcoming', label: t('appointment.when.upcoming') },
              { value: 'past', label: t('appointment.when.past') },
            ],
          },
        ]}
        cardsBelow={1101}
        actions={actions}
        actionsHeader={t('appointment.columns.action')}
        errorTitle={t('appointment.messages.loadFailed')}
        empty={
          <StatePanel
            icon="calendar"
            level={2}
            title={t('appointment.emptyTitle')}
            text={t(owner ? 'appointment.ownerEmptyText' : 'appointment.seekerEmptyText')}
          >
            {!owner && (
              <Link to="/properties" className="btn btn--primary">
                {t('favourites.explore')}
              </Link>
            )}
          </StatePanel>
        }
      />

      {!oneListing && <CalendarFeedCard />}
      <RowDialog of={updating}>{(a, close) => <StatusDialog appointment={a} onClose={close} />}</RowDialog>
      <RowDialog of={moving}>{(a, close) => <RescheduleDialog appointment={a} onClose={close} />}</RowDialog>
      <RowDialog of={viewing}>{(a, close) => <ProfileViewDialog appointment={a} onClose={close} />}</RowDialog>
      <RowDialog of={reviewing}>
        {(a, close) => (
          <WriteReviewDialog
            appointmentId={a.id}
            subtitle={`${a.agent.name} · ${a.property.title ?? t('appointment.untitled')}`}
            onClose={close}
            onReviewed={() => void invalidate()}
          />
        )}
      </RowDialog>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('appointment.cancelTitle')}
        confirmLabel={t('appointment.cancelConfirm')}
        pendingLabel={t('appointment.saving')}
        cancelLabel={t('appointment.keep')}
        tone="danger"
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      >
        {cancelling &&
          t('appointment.cancelText', {
            title: cancelling.property.title ?? t('appointment.untitled'),
            when: formatStart(cancelling.startsAt, language),
          })}
      </ConfirmDialog>
    </section>
  );
}
