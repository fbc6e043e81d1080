import { documentTypeValues, type DocumentTypeValue } from '@shared/document';

type Cue = { pattern: RegExp; weight: number };
/**
 * Documents SPEC has no type for, which must never be taken for one it has: an NDA or a subscription
 * agreement is no LPA, guidance about an LPA is no LPA, a reporting template or a data set is no track
 * record. They are typed 'other', and the kind says what they are.
 */
export type OtherKind = 'nda' | 'subscription_agreement' | 'guidance' | 'reporting_template' | 'data_set';

type TypeEvidence = {
  type: DocumentTypeValue;
  kind?: OtherKind;
  fileName: RegExp;
  cues: readonly Cue[];
};

const cue = (pattern: RegExp, weight: number): Cue => ({ pattern, weight });

/**
 * What each document type says about itself. The file name is strong evidence (people name files
 * 'Fund V DDQ.pdf'); in the text, a type's own name weighs most and its habits of language add up.
 */
const evidence: readonly TypeEvidence[] = [
  {
    type: 'other',
    kind: 'nda',
    fileName: /\bnda\b|non[ _-]?disclosure|confidentiality[ _-]?agreement/,
    cues: [
      cue(/\bnon[- ]disclosure agreement\b|\bconfidentiality agreement\b|\bmutual nda\b/g, 6),
      cue(/\bdisclosing party\b|\breceiving party\b/g, 2),
      cue(/\bconfidential information\b/g, 1),
    ],
  },
  {
    type: 'other',
    kind: 'subscription_agreement',
    fileName: /subscription[ _-]?(?:agreement|booklet|documents?|docs?)/,
    cues: [
      cue(/\bsubscription (?:agreement|booklet|documents)\b/g, 4),
      cue(/\binvestor questionnaire\b|\bsubscriber\b/g, 1.5),
      cue(/\baccredited investor\b|\bqualified purchaser\b/g, 1),
    ],
  },
  {
    type: 'other',
    kind: 'guidance',
    fileName: /guidance|overview|principles|\bguide\b|toolkit|white[ _-]?paper|best[ _-]?practices/,
    cues: [
      cue(/\b(?:suggested )?guidance\b|\bguidelines\b/g, 2),
      cue(/\boverview\b|\bthis (?:document|overview|guide)\b/g, 2),
      cue(/\bprinciples\b|\bbest practices?\b/g, 1),
    ],
  },
  {
    type: 'other',
    kind: 'reporting_template',
    fileName: /template/,
    cues: [cue(/\breporting template\b/g, 3)],
  },
  {
    type: 'other',
    kind: 'data_set',
    fileName: /data[ _-]?(?:set|sample)|dataset/,
    cues: [cue(/\bdata ?set\b/g, 2)],
  },
  {
    type: 'ddq',
    fileName: /\bddq\b|due[ _-]?diligence[ _-]?questionnaire|questionnaire/,
    cues: [
      cue(/due diligence questionnaire/g, 6),
      cue(/\bddq\b/g, 4),
      cue(/\bquestionnaire\b/g, 2),
      // A questionnaire's items open with an instruction, on their own line or after the last item.
      cue(
        /(?:^|\n|[.?]\s+)\s*(?:\d+(?:\.\d+)*\.?\s+)?(?:please )?(?:describe|provide|explain|list|detail|indicate)\b/g,
        1,
      ),
      cue(/\?\s*(?:\n|$)/g, 0.5),
    ],
  },
  {
    type: 'lpa',
    fileName: /\blpa\b|limited[ _-]?partnership[ _-]?agreement|partnership[ _-]?agreement/,
    cues: [
      cue(
        /(?:amended and restated )?(?:agreement of )?limited partnership agreement|agreement of limited partnership/g,
        5,
      ),
      cue(/\bin witness whereof\b/g, 4),
      cue(/\bhereby\b|\bhereinafter\b|\bhereunder\b/g, 0.5),
      cue(/\barticle [ivx\d]+\b/g, 1),
      cue(/\bthe general partner shall\b/g, 1),
      cue(/\bcapital accounts?\b/g, 0.5),
      cue(/\bdefaulting (?:limited )?partner\b/g, 1),
    ],
  },
  {
    type: 'track_record',
    fileName: /track[ _-]?record|performance[ _-]?(?:summary|history)|\btr\b/,
    cues: [
      cue(/\btrack record\b/g, 3),
      cue(/\b(?:net|gross) irr\b/g, 1),
      cue(/\btvpi\b|\bdpi\b|\bmoic\b|\brvpi\b/g, 1),
      cue(/\b(?:un)?realized (?:value|investments|proceeds)\b/g, 1.5),
      cue(/\binvested capital\b/g, 1),
      cue(/\b(?:prior|predecessor) funds?\b/g, 1),
      cue(/\bpme\b|\bpublic market equivalent\b|\bquartile\b/g, 1),
    ],
  },
  {
    type: 'financial_statements',
    fileName: /financial[ _-]?statements?|\bfs\b|audited|annual[ _-]?report|\bq[1-4][ _-]?\d{2,4}\b/,
    cues: [
      cue(/financial statements/g, 3),
      cue(
        /statements? of (?:assets|operations|cash flows|changes in (?:partners|net assets)|financial (?:condition|position))/g,
        3,
      ),
      cue(/\bbalance sheet\b|\bschedule of investments\b/g, 2),
      cue(/\bnotes to (?:the )?financial statements\b|\bindependent auditor/g, 3),
      cue(/\btotal (?:assets|liabilities|expenses)\b/g, 1.5),
      cue(/\bpartners['’]? capital\b/g, 1),
    ],
  },
  {
    type: 'term_sheet',
    fileName: /term[ _-]?sheet|summary[ _-]?of[ _-]?terms|\bsopt\b/,
    cues: [
      cue(/\bterm sheet\b/g, 5),
      cue(/\bsummary of (?:principal |key |indicative )?terms\b|\bprincipal terms\b/g, 5),
      cue(/\bindicative terms\b|\bnon[- ]binding\b/g, 2),
      cue(/\bmanagement fee\b|\bcarried interest\b|\bpreferred return\b|\bhurdle\b/g, 0.5),
      cue(/\binvestment period\b|\bkey person\b|\bclosings?\b/g, 0.3),
    ],
  },
  {
    type: 'side_letter',
    fileName: /side[ _-]?letter/,
    cues: [
      // Documents about terms mention side letters in general; a side letter refers to itself.
      cue(/\bthis (?:side )?letter\b|\bletter agreement\b/g, 5),
      cue(/\bside letter\b/g, 1.5),
      cue(/\bmost[- ]favou?red[- ]nation\b|\bmfn\b/g, 2),
      cue(/\bnotwithstanding (?:anything to the contrary in )?the (?:partnership agreement|lpa)\b/g, 2),
      cue(/(?:^|\n)\s*dear\b/g, 1.5),
      cue(/\bthe general partner (?:hereby )?agrees\b/g, 1),
    ],
  },
  {
    type: 'fund_deck',
    fileName: /deck|pitch|fund[ _-]?(?:overview|presentation)|\bppm\b|teaser|fundraising/,
    cues: [
      cue(/\b(?:fund|pitch) deck\b|\bprivate placement memorandum\b/g, 5),
      cue(/\bfund overview\b|\bexecutive summary\b|\bkey terms\b|\binvestment highlights\b/g, 1.5),
      cue(
        /\btarget(?:ing|ed)? (?:us)?[$€£]|\btarget(?:ing|ed)? (?:a )?\d+(?:\.\d+)?% (?:net |gross )?irr\b/g,
        2,
      ),
      cue(/\binvestment (?:thesis|strategy|philosophy)\b/g, 1),
      cue(
        /\btarget (?:fund )?size\b|\bhard[- ]cap\b|\btarget (?:net |gross )?(?:irr|returns?|multiple)\b/g,
        2,
      ),
      cue(/\bwhy (?:now|us)\b|\bcompetitive (?:advantage|edge)s?\b|\bour (?:team|approach|edge)\b/g, 1),
      cue(/\bdeal (?:flow|sourcing)\b|\bvalue creation\b|\bportfolio construction\b/g, 1),
      cue(/\bfund (?:i{1,3}|iv|v|vi{0,3}|ix|x|\d+)\b/g, 0.5),
      // A deck states the new fund's economics; a track record reports only past funds.
      cue(
        /\bmanagement fee\b|\bgp commitment\b|\bminimum commitment\b|\bhurdle\b|\bpreferred return\b/g,
        0.5,
      ),
    ],
  },
  {
    type: 'presentation',
    fileName: /presentation|slides?|\bppt\b|webinar|agm|annual[ _-]?meeting/,
    cues: [
      cue(/\bpresentation\b/g, 2),
      cue(/(?:^|\n)\s*agenda\s*(?:\n|$)/g, 2),
      cue(/(?:^|\n)\s*(?:thank you|questions\??|q ?& ?a)\s*(?:\n|$)/g, 2),
      cue(/\bslide \d+\b/g, 1),
      cue(/\bannual (?:general )?meeting\b|\binvestor day\b/g, 1.5),
    ],
  },
  {
    type: 'transcript',
    fileName: /transcript|recording|earnings[ _-]?call/,
    cues: [
      cue(/\btranscript\b/g, 4),
      cue(/(?:^|\n)\s*operator\s*:/g, 3),
      cue(/(?:^|\n)\s*[a-z][a-z.'-]+(?: [a-z][a-z.'-]+)?\s*:\s/g, 0.4),
      cue(/\[(?:inaudible|crosstalk|laughter)\]/g, 2),
      cue(/\bthank you for joining\b|\bgood (?:morning|afternoon), everyone\b/g, 2),
    ],
  },
  {
    type: 'call_notes',
    fileName: /call[ _-]?notes|meeting[ _-]?notes|\bnotes\b|minutes/,
    cues: [
      cue(/\bcall notes\b|\bmeeting notes\b|\bnotes from (?:the |our )?(?:call|meeting)\b/g, 5),
      cue(/(?:^|\n)\s*(?:attendees|participants|present)\s*:/g, 3),
      cue(/\baction items?\b|\bnext steps\b|\bfollow[- ]ups?\b/g, 1.5),
      cue(/\b(?:spoke|call|met) with\b/g, 1),
    ],
  },
  {
    type: 'memo',
    fileName: /memo|\bic\b|investment[ _-]?committee|recommendation/,
    cues: [
      cue(/\binvestment (?:committee )?memo(?:randum)?\b|\bic memo\b/g, 5),
      cue(/(?:^|\n)\s*(?:to|from|re|date|subject)\s*:/g, 1),
      cue(/\binvestment committee\b/g, 1.5),
      cue(/\bwe recommend\b|\brecommendation\b/g, 1.5),
      cue(/\bkey (?:risks|merits|considerations)\b|\binvestment merits\b/g, 1.5),
    ],
  },
];

// A cue counts at most this often, so one word repeated through a long text cannot outvote the rest.
const maxCountedHits = 8;
const fileNameWeight = 8;
// Type guessing reads the opening of a long document; a type announces itself early.
const scannedCharacters = 200_000;
const minimumScore = 5;

/** 'Fund_V-DDQ.pdf' → 'fund v ddq', 'TrackRecord.xlsx' → 'track record': word boundaries for the patterns. */
function fileNameWords(fileName: string): string {
  return fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[_\-.]+/g, ' ')
    .trim();
}

export type TypeGuess = { type: DocumentTypeValue; kind?: OtherKind; score: number; runnerUp: number };

/** Scores every type on the text's opening and the file name; 'other' when nothing stands out. */
export function guessDocumentType(text: string, fileName: string): TypeGuess {
  const lowerText = text.slice(0, scannedCharacters).toLowerCase();
  const lowerName = fileNameWords(fileName);
  const scores = evidence.map(({ type, kind, fileName: namePattern, cues }) => {
    // A file named for what it is not ('LPA Overview', 'Reporting Template') says so louder than its words.
    let score = namePattern.test(lowerName) ? fileNameWeight * (kind ? 2 : 1) : 0;
    for (const { pattern, weight } of cues) {
      let hits = 0;
      for (const _match of lowerText.matchAll(pattern)) if (++hits === maxCountedHits) break;
      score += hits * weight;
    }
    return { type, kind, score };
  });
  const ordered = [...scores].sort(
    (a, b) => b.score - a.score || documentTypeValues.indexOf(a.type) - documentTypeValues.indexOf(b.type),
  );
  const [best, second] = ordered;
  if (best.score < minimumScore) return { type: 'other', score: best.score, runnerUp: second.score };
  return {
    type: best.type,
    ...(best.kind ? { kind: best.kind } : {}),
    score: best.score,
    runnerUp: second.score,
  };
}
