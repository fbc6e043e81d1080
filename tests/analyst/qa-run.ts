/**
 * Asks the annotated questions through the real chat route (POST /api/ai/analyst-chat) of a processed
 * corpus, each in a conversation of its own, and scores the answers (qa-score.ts). The app's clock moves
 * on a minute whenever a person's per-minute allowance of questions is used up, as a patient user would.
 */
import type { ProcessedCorpus } from './processed-corpus';
import { scoreAnswer, type QaAnswer, type QaQuestion, type QaResult } from './qa-score';

export type QaRun = { results: QaResult[]; latencies: number[]; repeatedDiffer: number; repeated: number };

// How many questions are asked a second time, to check the same data gives the same answer.
const repeatEvery = 10;

export async function askQuestions(
  corpus: ProcessedCorpus,
  questions: readonly QaQuestion[],
  advanceClock: () => void,
  perMinute: number,
): Promise<QaRun> {
  const texts = new Map<number, string[]>();
  for (const { id, whole } of corpus.documents.values()) {
    texts.set(id, String(whole.extractedText ?? '').split('\f'));
  }
  const pageText = (id: number, page: number | undefined) => {
    const pages = texts.get(id) ?? [];
    return page === undefined ? pages.join(' ') : (pages[page - 1] ?? '');
  };
  let asked = 0;
  const ask = async (message: string): Promise<QaAnswer> => {
    if (asked > 0 && asked % (perMinute - 1) === 0) advanceClock();
    asked += 1;
    const started = performance.now();
    const response = await corpus.app.inject({
      method: 'POST',
      url: '/api/ai/analyst-chat',
      headers: { cookie: corpus.cookie },
      payload: { message, conversationHistory: [], selectedSources: ['all'] },
    });
    const took = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`"${message}" answered ${response.statusCode}: ${response.body}`);
    const body = response.json();
    return { response: body.response, citations: body.citations, took };
  };
  const results: QaResult[] = [];
  const latencies: number[] = [];
  let repeated = 0;
  let repeatedDiffer = 0;
  for (const [index, question] of questions.entries()) {
    const answer = await ask(question.question);
    latencies.push(answer.took);
    const documentId = corpus.documents.get(question.file)?.id ?? -1;
    results.push(scoreAnswer(question, answer, documentId, pageText));
    if (index % repeatEvery === 0) {
      repeated += 1;
      const again = await ask(question.question);
      if (again.response !== answer.response) repeatedDiffer += 1;
    }
  }
  return { results, latencies, repeated, repeatedDiffer };
}
