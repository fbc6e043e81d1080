import type { UnderstoodQuestion } from '../chat/understand-question';
import { ofWhomAsked, relatedConcepts, type LedgerHit } from './answer-features';

/**
 * Which figures of a concept that stands in for the one asked (a fund's total commitments for a
 * partner's commitment, partners' capital for NAV) give way: those of a document that states a figure
 * of the concept asked, of whom it is asked. `answering` says, in the hits' order, which answer at all.
 */
export function supplantedStandIn(
  hits: readonly LedgerHit[],
  answering: readonly boolean[],
  question: UnderstoodQuestion,
): (hit: LedgerHit) => boolean {
  const standIns = new Set(relatedConcepts(question.concepts));
  const stating = new Set(
    hits
      .filter(
        (hit, index) =>
          question.concepts.includes(hit.concept) && answering[index] && ofWhomAsked(hit, question),
      )
      .map((hit) => hit.document_id),
  );
  return (hit) => standIns.has(hit.concept) && stating.has(hit.document_id);
}
