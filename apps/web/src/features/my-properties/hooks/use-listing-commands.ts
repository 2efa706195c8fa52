import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MyProperty, StatusAction } from '@immora/shared/listing-form';
import { showAlert } from '../../../lib/alerts.ts';
import { useDeleteProperty } from '../api/delete-property.ts';
import { useChangeStatus } from '../api/change-status.ts';
import { listingErrorText } from '../utils/listing-error.ts';
import { editPropertyPath, type PublisherRole } from '../utils/role-paths.ts';

const toast = (title: string) =>
  void showAlert({ toast: true, position: 'top-end', icon: 'success', title, timer: 2600, showConfirmButton: false });

const fail = (error: unknown, title: string, t: TFunction) =>
  void showAlert({ icon: 'error', title, text: listingErrorText(error, t), confirmButtonText: t('myProperties.ok') });

/**
 * Deleting (after a confirmation) and status changes of a listing, with their toasts and errors.
 * `confirmDelete` and `changeStatus` stay the same function between renders (the rows' actions
 * that call them are kept, so the table's rows are not drawn again for nothing).
 */
export function useListingCommands(role: PublisherRole) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteProperty();
  const status = useChangeStatus();
  const { mutate: removeListing } = remove;
  const { mutate: setStatus } = status;

  const confirmDelete = useCallback(
    async (row: MyProperty) => {
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
      removeListing(row.id, {
        onSuccess: () => toast(t('myProperties.deleted')),
        onError: (error) => fail(error, t('myProperties.deleteFailed'), t),
      });
    },
    [t, removeListing],
  );

  const changeStatus = useCallback(
    async (row: MyProperty, action: StatusAction) => {
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
      setStatus(
        { id: row.id, action },
        {
          onSuccess: () => toast(t(`myProperties.statusDone.${action}`)),
          onError: (error) => fail(error, t('myProperties.statusFailed'), t),
        },
      );
    },
    [t, navigate, role, setStatus],
  );

  return { confirmDelete, changeStatus, busy: remove.isPending || status.isPending };
}
