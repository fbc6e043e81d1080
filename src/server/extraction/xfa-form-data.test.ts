import { describe, expect, it } from 'vitest';
import { makePdf } from './test-support/make-pdf';
import { readXfaFormData } from './xfa-form-data';

const limits = { maxTextChars: 10_000 };
const datasets = (data: string) =>
  `<xfa:datasets xmlns:xfa="http://www.xfa.org/schema/xfa-data/1.0/"><xfa:data>${data}</xfa:data></xfa:datasets>`;

describe('readXfaFormData', () => {
  it('reads each filled-in field as "field: value", skipping empty ones', () => {
    const pdf = makePdf([['Please wait...']], {
      xfaDatasets: datasets(
        '<form1><Fund>Fund &lt;III&gt;</Fund><Empty></Empty><Notes>  two\n lines </Notes></form1>',
      ),
    });
    expect(readXfaFormData(pdf, limits)).toBe('Fund: Fund <III>\nNotes: two lines');
  });

  it('is null for a PDF without form data', () => {
    expect(readXfaFormData(makePdf([['Quarterly report']]), limits)).toBeNull();
  });

  it('is null when the form data would inflate past the bound', () => {
    const big = makePdf([['Please wait...']], {
      xfaDatasets: datasets(`<form1><Field>${'x'.repeat(50_000)}</Field></form1>`),
    });
    expect(readXfaFormData(big, limits)).toBeNull();
  });
});
