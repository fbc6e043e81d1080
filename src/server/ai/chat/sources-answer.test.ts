import { describe, expect, it } from 'vitest';
import { questionTerms } from '../retrieval/question-terms';
import type { RetrievedSource } from '../retrieval/retriever';
import { documentHref } from '../retrieval/source-links';
import { answerFromSources } from './sources-answer';
import { understandQuestion } from './understand-question';

const passage = (text: string, kind: 'document' | 'note' = 'document', page = 2): RetrievedSource => ({
  text,
  score: 1,
  investmentId: null,
  citation: { kind, id: 4, title: 'Helios Fund II summary of terms.pdf', href: documentHref(4, page), page },
});

const answer = (question: string, sources: RetrievedSource[]) =>
  answerFromSources(question, understandQuestion(question), questionTerms(question), sources)?.response;

describe('answerFromSources', () => {
  const terms = passage(
    'The General Partner is Helios Capital GP, LLC. The Fund is a Delaware limited partnership.',
  );

  it('says a party the question asks for is not stated when no passage found names it', () => {
    expect(answer('Who is the administrator of Helios Fund II?', [terms])).toBe(
      'The administrator of Helios Fund II is not stated in your documents.',
    );
  });

  it('quotes the passages when one names the party asked for', () => {
    const named = passage('Northgate Fund Services acts as the administrator of the Fund.', 'document', 5);
    expect(answer('Who is the administrator of Helios Fund II?', [terms, named])).toMatch(
      /> Northgate Fund Services acts as the administrator of the Fund\./,
    );
    expect(answer('Who is the general partner of Helios Fund II?', [terms])).toMatch(
      /^### From your documents\n\n> The General Partner is Helios Capital GP, LLC\./,
    );
  });

  it("takes no other fund's document for one naming the party asked for", () => {
    const other = {
      ...passage('Northgate Fund Services acts as the administrator of the Fund.', 'document', 5),
    };
    other.citation = { ...other.citation, id: 9, title: 'Orion Fund IV LPA.pdf' };
    expect(answer('Who is the administrator of Helios Fund II?', [terms, other])).toBe(
      'The administrator of Helios Fund II is not stated in your documents.',
    );
  });

  it('leaves a party to the notes and records found when no document was', () => {
    expect(
      answer('Who is the administrator of Helios Fund II?', [passage('Call Sam about it.', 'note')]),
    ).toMatch(/^### From your notes/);
  });
});
