import { lazy, Suspense } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { zInvestmentQuestion, type InvestmentQuestion } from '@shared/analyst-chat';
import { chatToasts } from '@client/texts/analyst-chat-texts';
import { investmentToasts } from '@client/texts/investment-messages';
import { useAskAboutInvestment } from '@client/api/investments/ask-about-investment';
import { CitationChips } from '@client/components/answer/citation-chips';
import { UnverifiedFigures } from '@client/components/answer/unverified-figures';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/textarea';
import { useToast } from '@client/components/ui/use-toast';
import { detailTexts } from '../../detail-texts';

// The markdown renderer is loaded with the first answer, as in the chat.
const MarkdownAnswer = lazy(() => import('@client/components/answer/markdown-answer'));

/**
 * SPEC 2 question box of the AI Analysis tab: answered from this investment's data only, with its
 * sources. A blank question is not sent (SPEC 5); Enter asks, Shift+Enter breaks the line.
 */
export function InvestmentQuestionBox({ investmentId }: { investmentId: number }) {
  const showToast = useToast();
  const ask = useAskAboutInvestment();
  const form = useForm<InvestmentQuestion>({
    resolver: zodResolver(zInvestmentQuestion),
    defaultValues: { message: '' },
  });
  const message = useWatch({ control: form.control, name: 'message' }).trim();
  const submit = form.handleSubmit(({ message: question }) => {
    if (ask.isPending) return;
    ask.mutate(
      { investmentId, message: question, conversationHistory: [] },
      {
        onSuccess: (answer) => {
          if (answer.fallback)
            showToast(chatToasts.fallback(answer.fallbackReason ?? 'the model did not answer'));
        },
        onError: () => showToast(investmentToasts.questionFailed),
      },
    );
  });

  return (
    <section aria-labelledby="investment-question" className="grid grid-cols-1 gap-3 rounded-lg border p-4">
      <h3 id="investment-question" className="font-semibold">
        {detailTexts.questionHeading}
      </h3>
      <form noValidate className="grid gap-2" onSubmit={submit}>
        <Field label={detailTexts.questionLabel}>
          {(control) => (
            <Textarea
              {...control}
              {...form.register('message')}
              rows={2}
              placeholder={detailTexts.questionPlaceholder}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  void submit();
                }
              }}
            />
          )}
        </Field>
        <Button type="submit" className="justify-self-end" disabled={!message || ask.isPending}>
          <SendIcon aria-hidden />
          {ask.isPending ? detailTexts.asking : detailTexts.ask}
        </Button>
      </form>
      {ask.data && (
        <article aria-label={detailTexts.answerHeading} className="grid min-w-0 gap-1 text-sm break-words">
          <Suspense fallback={<p className="whitespace-pre-wrap">{ask.data.response}</p>}>
            <MarkdownAnswer text={ask.data.response} />
          </Suspense>
          <UnverifiedFigures figures={ask.data.unverifiedFigures} />
          <CitationChips citations={ask.data.citations} />
        </article>
      )}
    </section>
  );
}
