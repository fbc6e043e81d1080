import { describe, expect, it } from 'vitest';
import { askedObject } from './asked-object';
import { understandQuestion } from './understand-question';

const objectOf = (question: string) => {
  const { names, askedAs } = understandQuestion(question);
  return askedObject(question, names, askedAs);
};

describe('askedObject', () => {
  it("finds the thing a concept is asked of, after to, on or of, and a weight's after for, but not a time or a reason", () => {
    expect(objectOf("What is Lakeshore's target allocation to hedge funds?")).toBe('hedge funds');
    expect(objectOf("What is the target for opportunistic strategies in Lakeshore's program?")).toBe(
      'opportunistic strategies',
    );
    expect(objectOf("What was Lakeshore's return for the fiscal year?")).toBeNull();
    expect(objectOf("What is Lakeshore's management fee for the first year?")).toBeNull();
    expect(objectOf("By how much is the GP's carried interest cut if it is removed for cause?")).toBeNull();
    expect(objectOf("What incentive fee on capital gains does Ridgeway's adviser earn?")).toBe(
      'capital gains',
    );
  });

  it("leaves out the possessive name that says whose it is, and what follows the thing's words", () => {
    expect(objectOf("What are the assets under management of Summitvale's secondaries segment?")).toBe(
      'secondaries segment',
    );
    expect(objectOf("What is the maximum allocation to venture capital in Lakeshore's policy?")).toBe(
      'venture capital',
    );
    expect(objectOf('How much does Lakeshore expect to commit to private equity each year?')).toBe(
      'private equity',
    );
    expect(objectOf("What is the 10-year return of Alder County's growth equity portfolio?")).toBe(
      'growth equity portfolio',
    );
  });

  it('finds what a verb has the concept of, and ends the thing at a participle', () => {
    expect(objectOf("What net IRR has Granite State's secondaries portfolio earned?")).toBe(
      'secondaries portfolio',
    );
    expect(objectOf('What net IRR has Granite State earned?')).toBeNull();
    expect(objectOf('What was the fair value of investments held by Helios Fund II?')).toBe('investments');
  });

  it('finds none where the concept is asked of a name, of a holding the name says whose, or of nothing', () => {
    expect(objectOf('What is the hard cap of Cedar Ridge Capital Partners IV?')).toBeNull();
    expect(objectOf('What is the management fee?')).toBeNull();
    expect(
      objectOf("What is the fair value of Tidewater III's stake in Meridian Payroll Systems?"),
    ).toBeNull();
    expect(objectOf("What was the value of the fund's position in Harbinger Logistics?")).toBeNull();
  });

  it("finds none where a flow goes to the fund's own parties", () => {
    expect(objectOf('How much did Harbor Fund III distribute to LPs during the quarter?')).toBeNull();
    expect(objectOf('How much has the fund distributed to limited partners?')).toBeNull();
    expect(objectOf('What management fee do other LPs pay in Harbor Fund III?')).toBeNull();
  });

  it('finds none where a time or a place follows the concept at once', () => {
    expect(objectOf('How many partnerships has Cedar Valley committed to since inception?')).toBeNull();
    expect(objectOf('How much has the fund distributed to date?')).toBeNull();
  });

  it('finds the part of a portfolio named before a weight, past the words that say which weight', () => {
    expect(objectOf("What is Corran County's hedge fund allocation?")).toBe('hedge fund');
    expect(objectOf('What is the current private equity allocation?')).toBe('private equity');
    expect(objectOf("What is CalPERS' target allocation?")).toBeNull();
    expect(objectOf('What was the actual allocation?')).toBeNull();
  });
});
