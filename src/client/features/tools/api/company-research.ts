import { useMutation } from '@tanstack/react-query';
import { zCompanyResearchInput, zCompanyResearchResult, type CompanyResearchResult } from '@shared/tools';
import { apiJson } from '@client/lib/api-client';

/** SPEC 7 POST /api/tools/company-research {query}: summary, key findings and sources. */
export function researchCompany(query: string): Promise<CompanyResearchResult> {
  return apiJson(
    zCompanyResearchResult,
    'POST',
    '/api/tools/company-research',
    zCompanyResearchInput.parse({ query }),
  );
}

export function useCompanyResearch() {
  return useMutation({ mutationFn: researchCompany });
}
