/**
 * The sectors a private-markets team files its deals under, each with the words documents use for it.
 * A document's mentions of a sector are counted under the sector's name, so 'medtech' and 'health care'
 * both count for Healthcare.
 */
export const industryLexicon: readonly { name: string; pattern: RegExp }[] = [
  {
    name: 'technology',
    pattern: /\b(?:technology|software|saas|tech-enabled|cloud|cybersecurity|semiconductors?|fintech)\b/gi,
  },
  {
    name: 'healthcare',
    pattern:
      /\b(?:healthcare|health care|medtech|life sciences|biotech(?:nology)?|pharmaceuticals?|medical)\b/gi,
  },
  {
    name: 'financial services',
    pattern: /\b(?:financial services|insurance|banking|asset management|payments|wealth management)\b/gi,
  },
  {
    name: 'real estate',
    pattern: /\b(?:real estate|property|properties|residential|office buildings?|logistics parks?)\b/gi,
  },
  {
    name: 'infrastructure',
    pattern:
      /\b(?:infrastructure|utilities|toll roads?|airports?|ports|data centers?|data centres?|fiber|telecom towers?)\b/gi,
  },
  {
    name: 'energy',
    pattern:
      /\b(?:energy|renewables?|solar|wind farms?|oil and gas|power generation|energy transition|battery storage)\b/gi,
  },
  {
    name: 'consumer',
    pattern: /\b(?:consumer|retail|e-commerce|brands?|restaurants?|food and beverage)\b/gi,
  },
  {
    name: 'industrials',
    pattern:
      /\b(?:industrials?|manufacturing|aerospace|defen[cs]e|automation|engineering services|chemicals)\b/gi,
  },
  {
    name: 'business services',
    pattern: /\b(?:business services|outsourcing|staffing|professional services)\b/gi,
  },
  { name: 'education', pattern: /\b(?:education|edtech|schools?|training providers?)\b/gi },
  { name: 'agriculture', pattern: /\b(?:agriculture|agribusiness|farmland|timberland)\b/gi },
  { name: 'media', pattern: /\b(?:media|entertainment|telecommunications|gaming)\b/gi },
];
