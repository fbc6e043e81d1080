import { toasts, type ToastText } from '@client/texts/messages';

/** SPEC 8 research toasts. */
export const toolToasts = {
  researchComplete: { title: 'Research Complete', description: 'Company analysis has been generated' },
  researchFailed: { title: 'Failed to perform company research', destructive: true },
  /** SPEC 2: Market intelligence and LP reporting buttons have no behaviour yet, like the admin items. */
  comingSoon: (toolTitle: string): ToastText => toasts.comingSoon(`${toolTitle} is on its way.`),
} satisfies Record<string, ToastText | ((...args: never[]) => ToastText)>;

/** The Tools screen's own words (SPEC leaves them open). */
export const toolTexts = {
  openTool: (title: string) => `Open ${title}`,
  categoryFilter: 'Tool category',
  statsLabel: 'Tools at a glance',
  documentType: 'Document type',
  investment: 'Investment',
  chooseDocumentType: 'Choose a document type',
  uploadAction: 'Upload',
  uploading: 'Uploading…',
  viewerCannotUpload: 'Your role can read documents but not upload them. Ask a member or admin to upload.',
  memoInvestment: 'Investment',
  chooseInvestment: 'Choose an investment',
  generate: 'Generate',
  generating: 'Generating…',
  researchTopic: 'Company or topic',
  researchPlaceholder: 'e.g. Vertical SaaS buyout market in Europe',
  research: 'Research',
  researching: 'Researching…',
  keyFindings: 'Key Findings',
  sources: 'Sources',
  openAnalytics: 'Open Data Analytics',
  comingSoon: toasts.comingSoon('').title,
  comingSoonMessage: 'This tool is not available yet. We will let you know when it arrives.',
  notAvailableYet: (toolTitle: string) =>
    `${toolTitle} is not available yet: these reports are not built, and nothing here reads your data.`,
  investmentsLoadFailed: 'The investments could not be loaded.',
};
