import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-context.ts';
import { useSubscription } from '../../../lib/subscription-context.ts';
import { showAlert } from '../../../lib/alerts.ts';
import { askToLogIn } from '../../../lib/ask-to-log-in.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useFavouriteIds, useSetFavourite } from '../api/favourites.ts';

/** Buyers always, independent agents with an active subscription (the API's rule). */
export function useCanKeepLists(): { guest: boolean; allowed: boolean } {
  const { session } = useSession();
  const subscription = useSubscription();
  if (!session) return { guest: true, allowed: false };
  if (session.role === 'buyer') return { guest: false, allowed: true };
  return { guest: false, allowed: session.role === 'individual' && subscription.isActive };
}

export function toast(title: string, icon: 'success' | 'error' | 'info' = 'success'): void {
  void showAlert({ toast: true, position: 'top-end', icon, title, timer: 2600, showConfirmButton: false });
}

/** The heart on cards and on the listing page. `visible` is false for roles without favourites. */
export function useFavouriteAction() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { guest, allowed } = useCanKeepLists();
  const token = allowed ? (session?.token ?? null) : null;
  const { data } = useFavouriteIds(token);
  const mutation = useSetFavourite(token);
  const ids = new Set(data?.ids ?? []);

  const toggle = (id: string) => {
    if (guest) {
      void askToLogIn(t('favourites.signIn'), t('favourites.login'), t('favourites.cancel'));
      return;
    }
    const on = !ids.has(id);
    mutation.mutate(
      { id, on },
      {
        onSuccess: () => toast(t(on ? 'favourites.added' : 'favourites.removed')),
        onError: (error) => toast(error instanceof ApiError ? error.message : t('favourites.failed'), 'error'),
      },
    );
  };

  return { visible: guest || allowed, isFavourite: (id: string) => ids.has(id), toggle };
}
