import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Overlay } from '../../../components/overlay.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useSession } from '../../../lib/session-context.ts';
import { openAccountModal } from '../../../lib/open-account-modal.ts';

type Props = { to: string; label: string; className?: string; children: ReactNode };

/**
 * Link to a profile page. Profiles are for signed-in users (spec 1 §2), so a guest gets a short
 * prompt with a Login button (the account dialog) instead of the guard's bounce to the home page.
 * The card's text is the link's name (WCAG 2.5.3: what is seen is what is spoken); `label`
 * ('View the profile of …') is its description.
 */
export function ProfileLink({ to, label, className, children }: Props) {
  const { t } = useTranslation();
  const { session } = useSession();
  const [prompt, setPrompt] = useState(false);
  const descriptionId = useId();
  const description = (
    <span id={descriptionId} hidden>
      {label}
    </span>
  );
  if (session) {
    return (
      <>
        <Link to={to} className={className} aria-describedby={descriptionId}>
          {children}
        </Link>
        {description}
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        aria-describedby={descriptionId}
        aria-haspopup="dialog"
        onClick={() => setPrompt(true)}
      >
        {children}
      </button>
      {description}
      <Overlay
        open={prompt}
        onClose={() => setPrompt(false)}
        labelledBy="profile-login-title"
        className="prompt pro-prompt"
      >
        <span className="icon-tile" aria-hidden="true">
          <Icon name="lock" size={24} />
        </span>
        <h2 id="profile-login-title">{t('professionals.loginPrompt.title')}</h2>
        <p>{t('professionals.loginPrompt.text')}</p>
        <div className="cluster pro-prompt__actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              setPrompt(false);
              openAccountModal();
            }}
          >
            <Icon name="user" size={16} />
            {t('professionals.loginPrompt.login')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setPrompt(false)}>
            {t('professionals.loginPrompt.cancel')}
          </button>
        </div>
      </Overlay>
    </>
  );
}
