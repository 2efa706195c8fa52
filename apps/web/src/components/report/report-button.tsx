import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon.tsx';
import type { ReportTarget } from './report-dialog.tsx';

// The dialog validates with the shared schemas (zod): loaded on the click, so the listing page
// loads no zod before the visitor opens a form (decision 029).
const ReportDialog = lazy(() => import('./report-dialog.tsx').then((m) => ({ default: m.ReportDialog })));

/**
 * The "Report this listing" / "Report this profile" button and its dialog (issue 36). The
 * dialog and its texts (namespace `trust`) load on the click, so the page never waits for them.
 */
export function ReportButton({ target }: { target: ReportTarget }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const show = () => {
    void i18n.loadNamespaces('trust').then(() => setOpen(true));
  };
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--small report-button"
        aria-haspopup="dialog"
        onClick={show}
        data-testid="report-button"
      >
        <Icon name="alert" size={16} />
        {t(target.kind === 'listing' ? 'trust.reportListing' : 'trust.reportProfile')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
