import { z } from 'zod';
import { withoutBidiControls } from './bidi-controls';
import { maxDescriptionLength, maxNameLength } from './limits';
import { investmentStages, zInvestmentStatus, zInvestmentType } from './investment-stages';

/** The statuses the Add form offers (SPEC 4); the API accepts any stage. */
export const addFormStatuses = ['due_diligence', 'approved', 'on_hold', 'rejected'] as const;

export const minVintage = 1990;
export const maxVintage = 2030;
export const maxListItems = 50;
export const maxListItemLength = 500;

const tooLong = (max: number) => `At most ${max.toLocaleString('en-US')} characters`;
const requiredText = (message: string) =>
  z.string().trim().min(1, message).max(maxNameLength, tooLong(maxNameLength));
const optionalText = (max = maxNameLength) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value || null);
export const listItemTooLong = `Each item must be at most ${maxListItemLength} characters`;
export const tooManyListItems = `At most ${maxListItems} items`;
const zList = z
  .array(z.string().trim().max(maxListItemLength, listItemTooLong))
  .max(maxListItems, tooManyListItems)
  .transform((items) => items.filter(Boolean));

/**
 * A list field as the forms type it (SPEC 5): text that, split into its items, keeps to the API's
 * list rule, so the field says what is wrong instead of the call failing.
 */
const listText = (split: (text: string) => string[]) =>
  z.string().superRefine((text, ctx) => {
    const items = zList.safeParse(split(text));
    if (!items.success) ctx.addIssue({ code: 'custom', message: items.error.issues[0].message });
  });

/** SPEC 5 vintage: a whole number from 1990 to 2030 inclusive, with no custom message. */
export const zVintage = z.number().int().min(minVintage).max(maxVintage);

/** SPEC 5 rules for an investment's fields, shared by the Add and Edit forms and the API. */
const investmentFields = {
  name: z.string().transform(withoutBidiControls).pipe(requiredText('Investment name is required')),
  type: zInvestmentType,
  strategy: requiredText('Strategy is required'),
  targetSize: requiredText('Target size is required'),
  vintage: zVintage,
  geography: requiredText('Geography is required'),
  fundManager: optionalText(),
  minimumInvestment: optionalText(),
  investmentPeriod: optionalText(),
  managementFee: optionalText(),
  carriedInterest: optionalText(),
  investmentThesis: optionalText(maxDescriptionLength),
  irr: optionalText(),
  multiple: optionalText(),
};
const listFields = { keyRisks: zList, keyOpportunities: zList, competitiveAdvantages: zList };

const typeMessage = { error: 'Please select an investment type' };
const statusMessage = { error: 'Please select a status' };

export const zCreateInvestmentInput = z
  .object({
    ...investmentFields,
    ...listFields,
    type: z.enum(zInvestmentType.options, typeMessage),
    status: z.enum(investmentStages, statusMessage),
    keyRisks: zList.default([]),
    keyOpportunities: zList.default([]),
    competitiveAdvantages: zList.default([]),
  })
  .strict();
export type CreateInvestmentInput = z.infer<typeof zCreateInvestmentInput>;

/** PATCH: any subset of the fields; status may also be archived (SPEC 4 Archive). */
export const zUpdateInvestmentInput = z
  .object({
    ...investmentFields,
    ...listFields,
    type: z.enum(zInvestmentType.options, typeMessage),
    status: z.enum(zInvestmentStatus.options, statusMessage),
  })
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'Nothing to update');
export type UpdateInvestmentInput = z.infer<typeof zUpdateInvestmentInput>;

/** SPEC 3 Investment as the API answers it. */
export const zInvestment = z.object({
  id: z.number().int(),
  name: z.string(),
  type: zInvestmentType,
  status: zInvestmentStatus,
  strategy: z.string(),
  targetSize: z.string(),
  vintage: z.number().int(),
  geography: z.string(),
  fundManager: z.string().nullable(),
  minimumInvestment: z.string().nullable(),
  investmentPeriod: z.string().nullable(),
  managementFee: z.string().nullable(),
  carriedInterest: z.string().nullable(),
  investmentThesis: z.string().nullable(),
  keyRisks: z.array(z.string()),
  keyOpportunities: z.array(z.string()),
  competitiveAdvantages: z.array(z.string()),
  irr: z.string().nullable(),
  /** The IRR before its last change; null when it never changed. */
  previousIrr: z.string().nullable(),
  multiple: z.string().nullable(),
  lastActivity: z.string().nullable(),
  createdAt: z.string(),
});
export type Investment = z.infer<typeof zInvestment>;

/** The Add form's fields as typed: vintage as text, list fields comma-separated (SPEC 2, 5). */
export const zAddInvestmentForm = z.object({
  ...investmentFields,
  type: z.enum(zInvestmentType.options, typeMessage),
  status: z.enum(addFormStatuses, statusMessage),
  vintage: z
    .string()
    .transform((text) => parseVintage(text))
    .pipe(zVintage),
  keyRisks: listText(splitCommaList),
  keyOpportunities: listText(splitCommaList),
  competitiveAdvantages: listText(splitCommaList),
});
export type AddInvestmentFormValues = z.input<typeof zAddInvestmentForm>;

/** The Edit form's fields as typed: vintage as text, list fields one item per line (SPEC 2, 5). */
export const zEditInvestmentForm = zAddInvestmentForm.extend({
  status: z.enum(zInvestmentStatus.options, statusMessage),
  keyRisks: listText(splitLineList),
  keyOpportunities: listText(splitLineList),
  competitiveAdvantages: listText(splitLineList),
});
export type EditInvestmentFormValues = z.input<typeof zEditInvestmentForm>;

/** An investment picked in a form's select, which holds its id as text; nothing picked is refused. */
export const zInvestmentChoice = z
  .string()
  .regex(/^[1-9]\d*$/, 'Please select an investment')
  .transform(Number);

/** SPEC 5: vintage is parsed as an integer; an empty value becomes 0 (and so fails the range). */
export function parseVintage(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const parsed = Number.parseInt(trimmed, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** SPEC 5: comma-separated list fields are split on commas, trimmed, and blanks removed. */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** SPEC 2 Edit form: one item per line; blank lines are dropped on save. */
export function splitLineList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export function joinLineList(items: readonly string[]): string {
  return items.join('\n');
}
