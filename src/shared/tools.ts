import { z } from 'zod';

/** SPEC 7 POST /api/tools/company-research {query}: summary, key findings and source links. */
export const maxResearchQueryLength = 500;
export const zCompanyResearchInput = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'A company or topic is required')
    .max(maxResearchQueryLength, `At most ${maxResearchQueryLength} characters`),
});
export type CompanyResearchInput = z.infer<typeof zCompanyResearchInput>;
export const zCompanyResearchResult = z.object({
  summary: z.string(),
  keyFindings: z.array(z.string()),
  // Only links inside the app (a document at its page, an investment): research answers from what the
  // team holds, and a path of ours can never be a javascript: or another site's link.
  sources: z.array(
    z.object({ title: z.string(), url: z.string().regex(/^\/(documents|investments)\/\d+(\?page=\d+)?$/) }),
  ),
  /** True when a configured model failed and the local research is shown (SPEC 8 'Fallback Mode'). */
  fallback: z.boolean(),
  fallbackReason: z.string().optional(),
  /** Figures of a model's research that none of the team's sources holds. */
  unverifiedFigures: z.array(z.string()),
});
export type CompanyResearchResult = z.infer<typeof zCompanyResearchResult>;
