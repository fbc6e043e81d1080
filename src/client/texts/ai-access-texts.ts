import { confidentialityLevelLabels, type ConfidentialityLevel } from '@shared/document';
import type { ToastText } from './messages';

/** Issue 26: documents kept out of AI, on the document and in the team's settings. */
export const aiAccessTexts = {
  badge: 'Kept out of AI',
  switchLabel: 'Keep out of AI',
  switchDescription:
    'Stored, searchable and downloadable, but never read, quoted or cited by the AI analyst, analyses, memos or research.',
  byLevel: (level: string) =>
    `Kept out of AI because the team keeps ${level in confidentialityLevelLabels ? confidentialityLevelLabels[level as ConfidentialityLevel] : level} documents out.`,
  saveFailed: {
    title: 'Error',
    description: 'Failed to change AI access. Please try again.',
    destructive: true,
  } satisfies ToastText,
  teamTitle: 'AI Access',
  teamDescription:
    'Documents of these confidentiality levels are kept out of AI, whatever each one is marked.',
  levelLabel: (level: ConfidentialityLevel) =>
    `Keep ${confidentialityLevelLabels[level]} documents out of AI`,
  levelDescription: (level: ConfidentialityLevel) =>
    `${confidentialityLevelLabels[level]} documents stay searchable and downloadable.`,
};
