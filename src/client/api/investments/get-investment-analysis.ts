import { queryOptions, useQuery } from '@tanstack/react-query';
import { zInvestmentAnalysis, type InvestmentAnalysis } from '@shared/investment-analysis';
import { apiJson } from '@client/lib/api-client';
import { investmentKeys } from '../query-keys';

export function getInvestmentAnalysis(investmentId: number): Promise<InvestmentAnalysis> {
  return apiJson(zInvestmentAnalysis, 'GET', `/api/investments/${investmentId}/analysis`);
}

export function investmentAnalysisQueryOptions(investmentId: number) {
  return queryOptions({
    queryKey: investmentKeys.analysis(investmentId),
    queryFn: () => getInvestmentAnalysis(investmentId),
  });
}

/** SPEC 7: the AI analysis, fetched when the tab opens; Refresh Analysis fetches it again. */
export function useInvestmentAnalysis(investmentId: number) {
  return useQuery(investmentAnalysisQueryOptions(investmentId));
}
