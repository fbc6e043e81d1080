import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zInvestmentAnalysis, type InvestmentAnalysis } from '@shared/investment-analysis';
import { apiJson } from '@client/lib/api-client';
import { investmentKeys } from '../query-keys';

/** The stored analysis, or with `refresh` a new one even when nothing it reads has changed. */
export function getInvestmentAnalysis(
  investmentId: number,
  { refresh = false }: { refresh?: boolean } = {},
): Promise<InvestmentAnalysis> {
  const query = refresh ? '?refresh=true' : '';
  return apiJson(zInvestmentAnalysis, 'GET', `/api/investments/${investmentId}/analysis${query}`);
}

export function investmentAnalysisQueryOptions(investmentId: number) {
  return queryOptions({
    queryKey: investmentKeys.analysis(investmentId),
    queryFn: () => getInvestmentAnalysis(investmentId),
  });
}

/** SPEC 7: the AI analysis, fetched when the tab opens. */
export function useInvestmentAnalysis(investmentId: number) {
  return useQuery(investmentAnalysisQueryOptions(investmentId));
}

/** Refresh Analysis: the server analyses again rather than serve the analysis it kept. */
export function useRefreshInvestmentAnalysis(investmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getInvestmentAnalysis(investmentId, { refresh: true }),
    onSuccess: (analysis) => queryClient.setQueryData(investmentKeys.analysis(investmentId), analysis),
  });
}
