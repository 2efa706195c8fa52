import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Overlay } from '../../../components/overlay.tsx';
import { Icon } from '../../../components/icon.tsx';
import './account-modal.css';

type Tab = 'login' | 'signup';
const TABS: readonly Tab[] = ['login', 'signup'];

/** 'My Account' dialog with Login and Signup tabs (spec 1 §2, sign-in modal). */
export function AccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('login');

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next: Tab = tab === 'login' ? 'signup' : 'login';
    setTab(next);
    document.getElementById(`account-tab-${next}`)?.focus();
  };

  return (
    <Overlay open={open} onClose={onClose} labelledBy="account-modal-title" className="account-modal">
      <div className="account-modal__head">
        <h2 id="account-modal-title">{t('account.title')}</h2>
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
            onClick={() => setTab(name)}
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
        <span className="account-modal__badge" aria-hidden="true">
          <Icon name={tab === 'login' ? 'key' : 'user'} size={26} />
        </span>
        <h3>{t(`account.${tab}Heading`)}</h3>
        <p>{t(`account.${tab}Soon`)}</p>
        <Link to={tab === 'login' ? '/login' : '/signup'} className="btn btn--primary">
          {t(`account.${tab}Cta`)}
        </Link>
      </div>
    </Overlay>
  );
}
