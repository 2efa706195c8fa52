import { useAgencies } from '../api/get-agencies.ts';
import { AgencyCard } from './agency-card.tsx';
import { DirectoryPage } from './directory-page.tsx';

/** /agency: the directory of agencies. */
export function AgenciesPage() {
  return (
    <DirectoryPage
      kind="agencies"
      path="/agency"
      useResults={useAgencies}
      itemKey={(agency) => agency.id}
      renderItem={(agency) => <AgencyCard agency={agency} />}
    />
  );
}
