import { describe, expect, it } from 'vitest';
import {
  asksEarlier,
  asksWhatIsNow,
  asksWhatWillBe,
  isChangeToCome,
  isEarlierFigure,
} from './earlier-figures';

const figure = (quote: string, value: string, high: number | null = null) => ({
  quote,
  value,
  number_high: high,
});

describe('earlier figures', () => {
  it('reads a value a sentence moved from, or dates a year before, as an earlier one', () => {
    const quote = 'The funded ratio rose to 81.2% at June 30, 2025, from 78.5% a year earlier.';
    expect(isEarlierFigure(figure(quote, '78.5%'))).toBe(true);
    expect(isEarlierFigure(figure(quote, '81.2%'))).toBe(false);
    expect(isEarlierFigure(figure('NAV was $48.7 billion, up from $44.9 billion.', '$44.9 billion'))).toBe(
      true,
    );
    expect(isEarlierFigure(figure('Fees were 0.9%, against 1.1% in the prior year.', '1.1%'))).toBe(true);
  });

  it('reads the start of a change still to come as the value now', () => {
    const quote = 'During the extension the management fee will be reduced from 1.0% to 0.5% of cost.';
    expect(isEarlierFigure(figure(quote, '1.0%'))).toBe(false);
    expect(isChangeToCome(figure(quote, '0.5%'))).toBe(true);
    expect(isChangeToCome(figure(quote, '1.0%'))).toBe(false);
    expect(isChangeToCome(figure('The fee was cut from 2.0% to 1.5% in 2024.', '1.5%'))).toBe(false);
    expect(asksWhatWillBe('What fee will the fund charge during the extension?')).toBe(true);
    expect(asksWhatIsNow('What fee does the fund charge now?')).toBe(true);
  });

  it("reads no value another's is compared with as an earlier one", () => {
    const quote = 'Class I shares returned 10.42%, compared with 9.18% for the Index.';
    expect(isEarlierFigure(figure(quote, '9.18%'))).toBe(false);
  });

  it('reads no range as an earlier value', () => {
    expect(isEarlierFigure(figure('The target ranges from 8% to 12%.', '8% to 12%', 12))).toBe(false);
  });

  it('tells a question for an earlier value from one for the value now', () => {
    expect(asksEarlier('What was the funded ratio a year earlier?')).toBe(true);
    expect(asksEarlier("What was the plan's funded ratio in the prior year?")).toBe(true);
    expect(asksEarlier('What is the funded ratio?')).toBe(false);
  });
});
