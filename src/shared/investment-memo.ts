import { z } from 'zod';
import { zInvestmentChoice } from './investment';

/** SPEC 7: the file name of a generated memo, which the server sends and the browser saves under. */
export const memoFileName = (id: number) => `investment-memo-${id}.pdf`;

/** SPEC 5 Memo builder: a memo is generated only for a chosen investment. */
export const zMemoBuilderForm = z.object({ investmentId: zInvestmentChoice });
export type MemoBuilderFormValues = z.input<typeof zMemoBuilderForm>;
export type MemoBuilderInput = z.output<typeof zMemoBuilderForm>;
