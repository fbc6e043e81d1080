import { z } from 'zod';
import { maxDescriptionLength } from './limits';

/** SPEC 3 note types. */
export const noteTypes = [
  'general',
  'due_diligence',
  'financial_analysis',
  'risk_assessment',
  'market_analysis',
  'management_team',
  'competitive_analysis',
  'legal_review',
  'esg_considerations',
  'follow_up',
  'meeting_notes',
  'research',
] as const;
export const zNoteType = z.enum(noteTypes);
export type NoteType = z.infer<typeof zNoteType>;

export const noteTypeLabels: Record<NoteType, string> = {
  general: 'General',
  due_diligence: 'Due Diligence',
  financial_analysis: 'Financial Analysis',
  risk_assessment: 'Risk Assessment',
  market_analysis: 'Market Analysis',
  management_team: 'Management Team',
  competitive_analysis: 'Competitive Analysis',
  legal_review: 'Legal Review',
  esg_considerations: 'ESG Considerations',
  follow_up: 'Follow Up',
  meeting_notes: 'Meeting Notes',
  research: 'Research',
};

/** A note may run to four descriptions' length. */
export const maxNoteLength = maxDescriptionLength * 4;

/** SPEC 5: a note whose content is empty or only white space is not sent. */
export const zNoteInput = z
  .object({
    content: z
      .string()
      .trim()
      .min(1, 'Note content is required')
      .max(maxNoteLength, `At most ${maxNoteLength.toLocaleString('en-US')} characters`),
    type: zNoteType.default('general'),
  })
  .strict();
export type NoteInput = z.infer<typeof zNoteInput>;
/** What the note forms hold before the schema trims them (the composer and the editor). */
export type NoteFormValues = z.input<typeof zNoteInput>;

export const zNote = z.object({
  id: z.number().int(),
  investmentId: z.number().int(),
  content: z.string(),
  type: zNoteType,
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof zNote>;
