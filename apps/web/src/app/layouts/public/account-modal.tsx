import { Suspense, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Overlay } from '../../../components/overlay.tsx';
import { Icon } from '../../../components/icon.tsx';
import { lazyChunk } from '../../lazy-chunk.ts';
import './account-modal.css';

type Tab = 'login' | 'signup';
const TABS: readonly Tab[] = ['login', 'signup'];

// The forms (react-hook-form, zod, the shared schemas) download only when the dialog opens.
const AccountPanel = lazyChunk(() => import('../../../features/auth/components/account-panel.tsx'));

/** 'My Account' dialog with Login and Signup tabs (spec 1 §2, sign-in modal; 550 px wide). */
export function AccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('login');

  const select = (next: Tab, focus = false) => {
    setTab(next);
    if (focus) document.getElementById(`account-tab-${next}`)?.focus();
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    select(tab === 'login' ? 'signup' : 'login', true);
  };

  return (
    <Overlay open={open} onClose={onClose} labelledBy="account-modal-title" className="account-modal">
      <div className="bar account-modal__head">
        <h2 id="account-modal-title" className="title-xl">
          {t('account.title')}
        </h2>
        <button type="button" className="icon-btn" aria-label={t('account.close')} onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </div>
      <div className="account-modal__tabs" role="tablist" aria-label={t('account.title')} onKeyDown={onTabKey}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`account-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`account-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="account-modal__tab"
            onClick={() => select(name)}
          >
            {t(`account.${name}`)}
          </button>
        ))}
      </div>
      <div
        id={`account-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`account-tab-${tab}`}
        className="account-modal__panel"
      >
        <p className="account-modal__lead">{t(`account.${tab}Heading`)}</p>
        <Suspense
          fallback={
            <p className="account-modal__loading" role="status">
              <span className="account-modal__spinner" aria-hidden="true" />
              {t('account.loading')}
            </p>
          }
        >
          <AccountPanel tab={tab} onSwitch={(next) => select(next)} />
        </Suspense>
      </div>
    </Overlay>
  );
}
