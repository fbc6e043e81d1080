import {
  BarChart3Icon,
  ClipboardListIcon,
  FileTextIcon,
  GlobeIcon,
  ScrollTextIcon,
  SearchIcon,
  ShieldAlertIcon,
  UploadCloudIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ToolId } from '../tools-catalogue';

export const toolIcons: Record<ToolId, LucideIcon> = {
  'memo-builder': FileTextIcon,
  'company-research': SearchIcon,
  'portfolio-analytics': BarChart3Icon,
  'market-intelligence': GlobeIcon,
  'lp-reporting': ScrollTextIcon,
  'document-upload': UploadCloudIcon,
  'ddq-maker': ClipboardListIcon,
  'risk-assessment': ShieldAlertIcon,
};
