import {
  BotIcon,
  BriefcaseBusinessIcon,
  ChartColumnIcon,
  FileTextIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';
import type { navigationEntries } from '@client/components/layout/sidebar/navigation-entries';

type NavigationPath = (typeof navigationEntries)[number]['path'];

export const navigationIcons: Record<NavigationPath, LucideIcon> = {
  '/': BotIcon,
  '/pipeline': BriefcaseBusinessIcon,
  '/documents': FileTextIcon,
  '/tools': WrenchIcon,
  '/analytics': ChartColumnIcon,
};

/**
 * Which entry a location belongs to: the AI analyst lives at / and /ai-analyst, and an investment's
 * own pages (/investments/{id}, /pipeline/...) belong to the pipeline.
 */
export function isEntryActive(path: NavigationPath, location: string): boolean {
  if (path === '/') return location === '/' || location === '/ai-analyst';
  if (path === '/pipeline' && location.startsWith('/investments/')) return true;
  return location === path || location.startsWith(`${path}/`);
}
