import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyProperty, StatusAction } from '@immora/shared/listing-form';
import { showAlert } from '../../../lib/alerts.ts';
import { useDeleteProperty } from '../api/delete-property.ts';
import { useChangeStatus } from '../api/change-status.ts';
import { listingErrorText } from '../utils/listing-error.ts';
import { editPropertyPath, type PublisherRole } from '../utils/role-paths.ts';

const toast = (title: string) =>
  void showAlert({ toast: true, position: 'top-end', icon: 'success', title, timer: 2600, showConfirmButton: false });

/** Deleting (after a confirmation) and status changes of a listing, with their toasts and errors. */
export function useListingCommands(role: PublisherRole) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteProperty();
  const status = useChangeStatus();

  const fail = (error: unknown, title: string) =>
    void showAlert({ icon: 'error', title, text: listingErrorText(error, t), confirmButtonText: t('myProperties.ok') });

  const confirmDelete = async (row: MyProperty) => {
    const answer = await showAlert({
      icon: 'warning',
      title: t('myProperties.deleteTitle'),
      text: t('myProperties.deleteText', { title: row.title || t('myProperties.untitled') }),
      showCancelButton: true,
      confirmButtonText: t('myProperties.deleteConfirm'),
      cancelButtonText: t('myProperties.cancel'),
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    remove.mutate(row.id, {
      onSuccess: () => toast(t('myProperties.deleted')),
      onError: (error) => fail(error, t('myProperties.deleteFailed')),
    });
  };

  const changeStatus = async (row: MyProperty, action: StatusAction) => {
    // A draft with gaps cannot be published: say so and offer to complete it (spec: 'Missing Data').
    if (action === 'publish' && row.missing.length > 0) {
      const answer = await showAlert({
        icon: 'warning',
        title: t('myProperties.missingData'),
        text: t('myProperties.missingText'),
        showCancelButton: true,
        confirmButtonText: t('myProperties.complete'),
        cancelButtonText: t('myProperties.cancel'),
      });
      if (answer.isConfirmed) void navigate(editPropertyPath(role, row.id));
      return;
    }
    status.mutate(
      { id: row.id, action },
      {
        onSuccess: () => toast(t(`myProperties.statusDone.${action}`)),
        onError: (error) => fail(error, t('myProperties.statusFailed')),
      },
    );
  };

  return { confirmDelete, changeStatus, busy: remove.isPending || status.isPending };
}
