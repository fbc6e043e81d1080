import { useState } from 'react';
import type { Investment } from '@shared/investment';
import { pipelineTexts } from '../pipeline-texts';
import { Button } from '@client/components/ui/button';
import { InvestmentCard } from './investment-card';
import type { InvestmentActions } from './use-investment-actions';

const pageSize = 20;

/** SPEC 2 small-screen pipeline. Cards vary in height, so a long list is paged rather than windowed. */
export function PipelineCards({
  investments,
  actions,
}: {
  investments: Investment[];
  actions: InvestmentActions;
}) {
  const [shown, setShown] = useState(pageSize);
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {investments.slice(0, shown).map((investment) => (
          <li key={investment.id}>
            <InvestmentCard investment={investment} actions={actions} />
          </li>
        ))}
      </ul>
      {shown < investments.length && (
        <Button variant="outline" onClick={() => setShown((count) => count + pageSize)}>
          {pipelineTexts.showMore}
        </Button>
      )}
    </div>
  );
}
