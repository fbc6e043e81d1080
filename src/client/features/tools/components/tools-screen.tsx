import { useState } from 'react';
import { hasRole } from '@shared/roles';
import { screenHeadings } from '@client/texts/screen-headings';
import { toolsInCategory, type Tool, type ToolCategoryFilter as Filter } from '../tools-catalogue';
import { PageHeader } from '@client/components/layout/page-header';
import { useCurrentUser } from '@client/lib/current-user';
import { ToolCard } from './tool-card';
import { ToolCategoryFilter } from './tool-category-filter';
import { ToolDialog } from './tool-dialog';
import { ToolsStatsStrip } from './tools-stats-strip';

/** SPEC 2 /tools: the stats strip, the category filter and the grid of tool cards, each opening its dialog. */
export function ToolsScreen() {
  const { data: user } = useCurrentUser();
  const canWrite = user ? hasRole(user.role, 'member') : false;
  const [filter, setFilter] = useState<Filter>('all');
  const [openTool, setOpenTool] = useState<Tool | null>(null);
  const tools = toolsInCategory(filter);

  return (
    <>
      <PageHeader heading={screenHeadings.tools} />
      <div className="grid gap-6">
        <ToolsStatsStrip />
        <ToolCategoryFilter value={filter} onChange={setFilter} />
        <div role="list" aria-label="Tools" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {tools.map((tool) => (
            <ToolCard key={tool.id} tool={tool} onOpen={() => setOpenTool(tool)} />
          ))}
        </div>
      </div>
      <ToolDialog tool={openTool} canWrite={canWrite} onClose={() => setOpenTool(null)} />
    </>
  );
}
