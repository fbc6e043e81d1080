import { ArrowRightIcon } from 'lucide-react';
import { toolTexts } from '../tools-texts';
import type { Tool } from '../tools-catalogue';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { ToolBadge } from './tool-badge';
import { toolIcons } from './tool-icons';

/** One tool of the catalogue: its icon, name, badge and what it does; Open shows its dialog. */
export function ToolCard({ tool, onOpen }: { tool: Tool; onOpen: () => void }) {
  const Icon = toolIcons[tool.id];
  return (
    <Card role="listitem" aria-label={tool.title} className="justify-between">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <span className="grid size-10 place-items-center rounded-lg bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden />
          </span>
          {tool.badge && <ToolBadge badge={tool.badge} />}
        </div>
        <CardTitle className="pt-2">{tool.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription>{tool.description}</CardDescription>
      </CardContent>
      <CardFooter>
        <Button variant="outline" size="sm" aria-label={toolTexts.openTool(tool.title)} onClick={onOpen}>
          Open
          <ArrowRightIcon aria-hidden />
        </Button>
      </CardFooter>
    </Card>
  );
}
