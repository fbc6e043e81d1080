import { zInvestmentChatInput, type InvestmentChatResponse } from '@shared/analyst-chat';
import type { Investment } from '@shared/investment';
import type { InvestmentAnalysis } from '@shared/investment-analysis';
import { zNoteInput, type Note } from '@shared/note';
import { createFakeDocuments } from '@client/testing/fake-documents';
import { createFakeInvestments } from '@client/testing/fake-investments';
import { json } from '@client/testing/json-response';
import { testAnalysis } from './detail-test-data';

type DetailData = {
  investments?: Investment[];
  notes?: Note[];
  analysis?: InvestmentAnalysis;
} & Partial<Parameters<typeof createFakeDocuments>[0]>;

const notesPath = /^\/api\/investments\/(\d+)\/notes$/;
const notePath = /^\/api\/notes\/(\d+)$/;
const analysisPath = /^\/api\/investments\/(\d+)\/analysis(?:\?refresh=true)?$/;

/**
 * What the detail and edit screens call: the shared fake investments and documents, plus notes held in
 * memory, bodies checked against the shared contract. Pass `routes` to renderApp.
 */
export function fakeDetailApi({
  investments = [],
  notes = [],
  analysis = testAnalysis(),
  documents = [],
  ...documentData
}: DetailData) {
  const fakeInvestments = createFakeInvestments(investments);
  const fakeDocuments = createFakeDocuments({ documents, ...documentData });
  let storedNotes = [...notes];
  let nextNoteId = 1000;
  const hasInvestment = (id: number) => fakeInvestments.list().some((investment) => investment.id === id);

  function investmentNotes(method: string, investmentId: number, body: unknown) {
    if (!hasInvestment(investmentId)) return json(404, { message: 'Investment not found' });
    if (method === 'GET')
      return json(
        200,
        storedNotes.filter((note) => note.investmentId === investmentId),
      );
    if (method !== 'POST') return undefined;
    const now = new Date().toISOString();
    const note: Note = {
      ...zNoteInput.parse(body),
      id: nextNoteId++,
      investmentId,
      authorName: 'Jordan',
      createdAt: now,
      updatedAt: now,
    };
    storedNotes = [note, ...storedNotes];
    return json(201, note);
  }

  function oneNote(method: string, noteId: number, body: unknown) {
    const note = storedNotes.find((candidate) => candidate.id === noteId);
    if (!note) return json(404, { message: 'Note not found' });
    if (method === 'PUT') {
      const updated = { ...note, ...zNoteInput.parse(body), updatedAt: new Date().toISOString() };
      storedNotes = storedNotes.map((candidate) => (candidate.id === noteId ? updated : candidate));
      return json(200, updated);
    }
    if (method === 'DELETE') {
      storedNotes = storedNotes.filter((candidate) => candidate.id !== noteId);
      return new Response(null, { status: 204 });
    }
    return undefined;
  }

  function routes(method: string, path: string, body: unknown): Response | undefined {
    const forNotes = notesPath.exec(path);
    if (forNotes) return investmentNotes(method, Number(forNotes[1]), body);
    if (method === 'POST' && path === '/api/ai/investment-chat') {
      const { investmentId, message } = zInvestmentChatInput.parse(body);
      if (!hasInvestment(investmentId)) return json(404, { message: 'Investment not found' });
      return json(200, {
        response: `**Carried interest** is 20% [1] (asked: ${message})`,
        citations: [
          { kind: 'document', id: 12, title: 'Fund IV LPA.pdf', page: 41, href: '/documents/12?page=41' },
        ],
        fallback: false,
        unverifiedFigures: [],
      } satisfies InvestmentChatResponse);
    }
    const forAnalysis = analysisPath.exec(path);
    if (forAnalysis && method === 'GET')
      return hasInvestment(Number(forAnalysis[1]))
        ? json(200, analysis)
        : json(404, { message: 'Investment not found' });
    const forNote = notePath.exec(path);
    if (forNote) return oneNote(method, Number(forNote[1]), body);
    return fakeDocuments.handle(method, path) ?? fakeInvestments.handle(method, path, body);
  }

  return { routes, documents: fakeDocuments };
}
