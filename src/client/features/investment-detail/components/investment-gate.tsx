import type { ReactNode } from 'react';
import type { Investment } from '@shared/investment';
import { investmentTexts } from '@client/texts/investment-messages';
import { screenHeadings } from '@client/texts/screen-headings';
import { useInvestment } from '@client/api/investments/get-investment';
import { LoadError } from '@client/components/ui/load-error';
import { ApiError } from '@client/lib/api-client';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { detailTexts } from '../detail-texts';
import { InvestmentNotFound } from './investment-not-found';

/** 404 for a missing or another team's investment, 400 for an id the server cannot read. */
function isMissing(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

type InvestmentGateProps = {
  /** null when the address holds no usable id. */
  id: number | null;
  skeleton: ReactNode;
  title: (investment: Investment) => string;
  children: (investment: Investment) => ReactNode;
};

/** Loads one investment and shows its screen, or the loading, not-found or error state instead. */
export function InvestmentGate({ id, skeleton, title, children }: InvestmentGateProps) {
  const query = useInvestment(id ?? 0);
  const missing = id === null || (query.isError && isMissing(query.error));
  useDocumentTitle(
    missing
      ? investmentTexts.notFoundTitle
      : query.data
        ? title(query.data)
        : screenHeadings.investmentDetail.title,
  );

  if (missing) return <InvestmentNotFound />;
  if (query.isError) {
    return (
      <LoadError
        variant="page"
        title={detailTexts.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) return skeleton;
  return children(query.data);
}
