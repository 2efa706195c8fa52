import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyProperty, StatusAction } from '@immora/shared/listing-form';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { appointmentsPath, editPropertyPath, type PublisherRole } from '../utils/role-paths.ts';
import { canBoost, canCreateAuction, publicPath } from '../utils/row-rules.ts';
import { ActionsMenu, type MenuItem } from '../../../components/data-table/actions-menu.tsx';

const STATUS_ICONS: Record<StatusAction, IconName> = {
  publish: 'globe',
  unpublish: 'eyeOff',
  underOffer: 'key',
  withdrawOffer: 'refresh',
  agree: 'check',
  fallThrough: 'refresh',
  pause: 'lock',
};

type Props = {
  row: MyProperty;
  role: PublisherRole;
  /** 'advertisement': only edit and delete (spec 2 §2 "Advertisements"). */
  mode: 'full' | 'advertisement';
  onBoost: (row: MyProperty) => void;
  onAuction: (row: MyProperty) => void;
  onDelete: (row: MyProperty) => void;
  onStatus: (row: MyProperty, action: StatusAction) => void;
};

/** A listing's actions: Edit and Boost at hand, the rest in a menu; only what the row allows. */
export function ListingActions({ row, role, mode, onBoost, onAuction, onDelete, onStatus }: Props) {
  const { t } = useTranslation();
  const title = row.title || t('myProperties.untitled');
  const edit = (
    <Link
      to={editPropertyPath(role, row.id)}
      className="btn btn--ghost btn--small"
      aria-label={t('myProperties.editLabel', { title })}
    >
      <Icon name="pencil" size={15} />
      {t('myProperties.edit')}
    </Link>
  );

  if (mode === 'advertisement')
    return (
      <div className="row row-actions row-actions--stack">
        {edit}
        <button
          type="button"
          className="btn btn--ghost btn--small btn--danger"
          aria-label={t('myProperties.deleteLabel', { title })}
          onClick={() => onDelete(row)}
        >
          <Icon name="trash" size={15} />
          {t('myProperties.delete')}
        </button>
      </div>
    );

  const view = publicPath(row);
  const appointments = appointmentsPath(role, row.id);
  const items: MenuItem[] = [
    ...(view ? [{ key: 'view', label: t('myProperties.view'), icon: 'eye' as const, to: view }] : []),
    ...(appointments
      ? [{ key: 'appointments', label: t('myProperties.appointments'), icon: 'calendar' as const, to: appointments }]
      : []),
    ...(canCreateAuction(role, row)
      ? [
          {
            key: 'auction',
            label: t('myProperties.createAuction'),
            icon: 'gavel' as const,
            onSelect: () => onAuction(row),
          },
        ]
      : []),
    ...row.actions.map((action) => ({
      key: `status-${action}`,
      label: t(`myProperties.actions.${action}`),
      icon: STATUS_ICONS[action],
      onSelect: () => onStatus(row, action),
    })),
    { key: 'delete', label: t('myProperties.delete'), icon: 'trash', danger: true, onSelect: () => onDelete(row) },
  ];

  return (
    <div className="row row-actions row-actions--stack">
      {edit}
      {canBoost(row) && (
        <button
          type="button"
          className="btn btn--small listing-actions__boost"
          aria-label={t('myProperties.boostLabel', { title })}
          onClick={() => onBoost(row)}
        >
          <Icon name="sparkle" size={15} />
          {t('myProperties.boost')}
        </button>
      )}
      <ActionsMenu label={t('myProperties.more')} name={t('myProperties.moreLabel', { title })} items={items} />
    </div>
  );
}
