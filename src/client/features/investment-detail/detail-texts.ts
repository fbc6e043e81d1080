/**
 * The detail and edit screens' own words (SPEC leaves them open), kept together so the screens and
 * their tests agree. SPEC's texts live in src/client/texts.
 */
export const detailTexts = {
  backToPipeline: 'Back to pipeline',
  actionsMenu: 'Investment actions',
  stageTrigger: (stageLabel: string) => `Stage: ${stageLabel}, change stage`,
  addNote: 'Add Note',
  generateMemo: 'Generate Memo',
  generatingMemo: 'Generating…',
  noDocuments: 'No documents for this investment yet',
  openRepository: 'Go to the Document Repository',
  analysisIntro: 'Scored on a rubric from the pipeline record, notes and processed documents.',
  analysing: 'Analysing the investment…',
  analysisFailed: 'The analysis could not be loaded.',
  analysisRefreshFailed: {
    title: 'Error',
    description: 'The analysis could not be refreshed. Please try again.',
    destructive: true,
  },
  questionHeading: 'Ask about this investment',
  questionLabel: 'Your question',
  questionPlaceholder: 'e.g. What are the fee terms? (Enter to ask, Shift+Enter for a new line)',
  ask: 'Ask',
  asking: 'Thinking…',
  answerHeading: 'Answer',
  noNotes: 'No notes yet',
  notProvided: 'Not provided',
  loadFailed: 'The investment could not be loaded',
  notFoundMessage: 'It may have been deleted, or the address is wrong.',
  viewerCannotEdit: 'Your role cannot edit investments',
  noteContent: 'Note',
  noteType: 'Note type',
  saveNote: 'Save Note',
  saveChanges: 'Save Changes',
  coreCompletionLabel: 'Core documents complete',
  uploadDocuments: 'Upload Documents',
  uploadDescription:
    'The files are filed under this investment, then read and summarised for AI analysis in the background.',
};
