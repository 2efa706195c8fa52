import { useAgents } from '../api/get-agents.ts';
import { AgentCard } from './agent-card.tsx';
import { DirectoryPage } from './directory-page.tsx';

/** /agents: the directory of agents. */
export function AgentsPage() {
  return (
    <DirectoryPage
      kind="agents"
      path="/agents"
      useResults={useAgents}
      itemKey={(agent) => agent.id}
      renderItem={(agent) => <AgentCard agent={agent} />}
    />
  );
}
