import type { ReactNode } from 'react';

export type AddInvestmentDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The Add New Investment dialog belongs to the pipeline feature; features do not import each other,
 * so the app hands the dashboard a way to render it.
 */
export type RenderAddInvestmentDialog = (props: AddInvestmentDialogProps) => ReactNode;
