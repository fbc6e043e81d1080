import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noteTexts, noteToasts } from '@client/texts/investment-messages';
import { maxNoteLength, noteTypeLabels, noteTypes } from '@shared/note';
import { detailTexts } from '../../detail-texts';
import { testNote } from '../../testing/detail-test-data';
import { renderInvestmentScreen } from '../../testing/render-investment-screen';

type Options = Parameters<typeof renderInvestmentScreen>[0];

const tooLong = 'x'.repeat(maxNoteLength + 1);
const tooLongMessage = `At most ${maxNoteLength.toLocaleString('en-US')} characters`;

async function openNotes(options: Options = {}) {
  const view = renderInvestmentScreen(options);
  await view.user.click(await screen.findByRole('tab', { name: 'Notes' }));
  const panel = screen.getByRole('tabpanel', { name: 'Notes' });
  return { ...view, panel };
}

async function noteItem(content: string) {
  const text = await screen.findByText(content);
  const item = text.closest('li');
  if (!item) throw new Error(`No note item holds "${content}"`);
  return item;
}

describe('notes tab', () => {
  it('lists notes with their type, author, date and content', async () => {
    await openNotes({
      notes: [testNote({ type: 'financial_analysis', authorName: 'Alex', content: 'Net IRR 24.5%.' })],
    });

    const item = await noteItem('Net IRR 24.5%.');
    expect(within(item).getByText(noteTypeLabels.financial_analysis)).toBeVisible();
    expect(within(item).getByText(/^Alex ·/)).toHaveTextContent('Alex · Mar 10, 2025');
  });

  it('says when there are no notes yet', async () => {
    const { panel } = await openNotes();

    expect(await within(panel).findByText(detailTexts.noNotes)).toBeVisible();
  });

  it('blocks Save while the note is empty or only white space', async () => {
    const { panel, user, api } = await openNotes();
    const save = within(panel).getByRole('button', { name: detailTexts.saveNote });

    expect(save).toBeDisabled();
    await user.type(within(panel).getByLabelText(detailTexts.noteContent), '   {Enter}  ');
    expect(save).toBeDisabled();
    await user.click(save);
    expect(api.callsTo('POST', '/api/investments/7/notes')).toHaveLength(0);
  });

  it("shows the note rule's message and sends nothing when a note is too long", async () => {
    const { panel, user, api } = await openNotes();
    const content = within(panel).getByLabelText(detailTexts.noteContent);

    await user.click(content);
    await user.paste(tooLong);
    await user.click(within(panel).getByRole('button', { name: detailTexts.saveNote }));

    expect(await within(panel).findByText(tooLongMessage)).toBeVisible();
    expect(content).toHaveAccessibleDescription(tooLongMessage);
    expect(api.callsTo('POST', '/api/investments/7/notes')).toHaveLength(0);
  });

  it('offers the twelve note types, general by default', async () => {
    const { panel, user } = await openNotes();
    const type = within(panel).getByRole('combobox', { name: detailTexts.noteType });

    expect(type).toHaveTextContent(noteTypeLabels.general);
    await user.click(type);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(noteTypes.map((t) => noteTypeLabels[t]));
  });

  it('adds a note with its type, clears the form and shows Note Added', async () => {
    const { panel, user, api } = await openNotes();

    await user.type(within(panel).getByLabelText(detailTexts.noteContent), '  Met the CFO.  ');
    await user.click(within(panel).getByRole('combobox', { name: detailTexts.noteType }));
    await user.click(await screen.findByRole('option', { name: noteTypeLabels.meeting_notes }));
    await user.click(within(panel).getByRole('button', { name: detailTexts.saveNote }));

    expect(await screen.findByText(noteToasts.added.description)).toBeVisible();
    expect(api.callsTo('POST', '/api/investments/7/notes')[0].body).toEqual({
      content: 'Met the CFO.',
      type: 'meeting_notes',
    });
    const item = await noteItem('Met the CFO.');
    expect(within(item).getByText(noteTypeLabels.meeting_notes)).toBeVisible();
    expect(within(panel).getByLabelText(detailTexts.noteContent)).toHaveValue('');
  });

  it('keeps the text and shows the error when saving fails', async () => {
    const { panel, user } = await openNotes({ failing: ['POST /api/investments/7/notes'] });

    await user.type(within(panel).getByLabelText(detailTexts.noteContent), 'Draft');
    await user.click(within(panel).getByRole('button', { name: detailTexts.saveNote }));

    expect(await screen.findByText(noteToasts.saveFailed.description)).toBeVisible();
    expect(within(panel).getByLabelText(detailTexts.noteContent)).toHaveValue('Draft');
  });

  it('edits a note: Save sends the change and leaves edit mode', async () => {
    const { user, api } = await openNotes({ notes: [testNote()] });
    const item = await noteItem(testNote().content);

    await user.click(within(item).getByRole('button', { name: 'Edit note' }));
    const field = within(item).getByLabelText('Edited note');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Reference calls were mixed.');
    await user.click(within(item).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(noteToasts.updated.title)).toBeVisible();
    expect(api.callsTo('PUT', '/api/notes/101')[0].body).toEqual({
      content: 'Reference calls were mixed.',
      type: 'due_diligence',
    });
    await waitFor(() => expect(within(item).queryByRole('textbox')).not.toBeInTheDocument());
    expect(await within(item).findByText('Reference calls were mixed.')).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Edit note' })).toHaveFocus();
  });

  it('edits a note: Cancel leaves edit mode without a call', async () => {
    const { user, api } = await openNotes({ notes: [testNote()] });
    const item = await noteItem(testNote().content);

    await user.click(within(item).getByRole('button', { name: 'Edit note' }));
    await user.type(within(item).getByLabelText('Edited note'), ' and more');
    await user.click(within(item).getByRole('button', { name: 'Cancel' }));

    expect(within(item).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(item).getByText(testNote().content)).toBeVisible();
    expect(api.callsTo('PUT', '/api/notes/101')).toHaveLength(0);
  });

  it('blocks saving an edit that empties the note', async () => {
    const { user } = await openNotes({ notes: [testNote()] });
    const item = await noteItem(testNote().content);

    await user.click(within(item).getByRole('button', { name: 'Edit note' }));
    await user.clear(within(item).getByLabelText('Edited note'));
    await user.type(within(item).getByLabelText('Edited note'), '   ');

    expect(within(item).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("keeps an edit that is too long in edit mode with the note rule's message, unsent", async () => {
    const { user, api } = await openNotes({ notes: [testNote()] });
    const item = await noteItem(testNote().content);

    await user.click(within(item).getByRole('button', { name: 'Edit note' }));
    await user.clear(within(item).getByLabelText('Edited note'));
    await user.paste(tooLong);
    await user.click(within(item).getByRole('button', { name: 'Save' }));

    expect(await within(item).findByText(tooLongMessage)).toBeVisible();
    expect(within(item).getByLabelText('Edited note')).toBeVisible();
    expect(api.callsTo('PUT', '/api/notes/101')).toHaveLength(0);
  });

  it('stays in edit mode and says so when the update fails', async () => {
    const { user } = await openNotes({ notes: [testNote()], failing: ['PUT /api/notes/101'] });
    const item = await noteItem(testNote().content);

    await user.click(within(item).getByRole('button', { name: 'Edit note' }));
    await user.click(within(item).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(noteToasts.updateFailed.description)).toBeVisible();
    expect(within(item).getByLabelText('Edited note')).toBeVisible();
  });

  it('deletes a note after confirmation', async () => {
    const { user, api } = await openNotes({ notes: [testNote()] });
    const item = await noteItem(testNote().content);

    await user.click(within(item).getByRole('button', { name: 'Delete note' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(noteTexts.deleteConfirm)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(noteToasts.deleted.title)).toBeVisible();
    expect(api.callsTo('DELETE', '/api/notes/101')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(testNote().content)).not.toBeInTheDocument());
  });

  it('keeps the note when deletion is cancelled or fails', async () => {
    const { user, api } = await openNotes({ notes: [testNote()], failing: ['DELETE /api/notes/101'] });
    const item = await noteItem(testNote().content);

    await user.click(within(item).getByRole('button', { name: 'Delete note' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/notes/101')).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: 'Delete note' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(noteToasts.deleteFailed.description)).toBeVisible();
    expect(screen.getByText(testNote().content)).toBeVisible();
  });

  it('shows a viewer the notes without any way to write them', async () => {
    const { panel } = await openNotes({ role: 'viewer', notes: [testNote()] });

    await noteItem(testNote().content);
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText(detailTexts.noteContent)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });
});
