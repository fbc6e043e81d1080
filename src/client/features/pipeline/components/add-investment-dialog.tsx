import { investmentTexts } from '@client/texts/investment-messages';
import { pipelineTexts } from '../pipeline-texts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { AddInvestmentForm } from './add-investment-form';

type AddInvestmentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * SPEC 2 Add New Investment dialog, controlled by whoever opens it (the pipeline header, the
 * dashboard). The form lives inside the dialog's content, which unmounts on close, so every opening
 * starts from SPEC's defaults.
 */
export function AddInvestmentDialog({ open, onOpenChange }: AddInvestmentDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{investmentTexts.addDialogTitle}</DialogTitle>
          <DialogDescription>{pipelineTexts.addDialogDescription}</DialogDescription>
        </DialogHeader>
        <AddInvestmentForm onCreated={close} onCancel={close} />
      </DialogContent>
    </Dialog>
  );
}
