import { describe, expect, it } from 'vitest';
import {
  defaultCategoryOf,
  detailUploadDefaults,
  fileInputAccept,
  fileProblemOf,
  partitionFiles,
  zDetailUploadForm,
} from './document-upload-form';

const pdf = 'application/pdf';

describe('detail-page upload form (SPEC 5)', () => {
  it('starts from fund deck, marketing, internal', () => {
    expect(zDetailUploadForm.parse(detailUploadDefaults)).toEqual({
      type: 'fund_deck',
      category: 'marketing',
      confidentialityLevel: 'internal',
      description: '',
    });
  });

  it("answers each missing choice with SPEC's message", () => {
    const result = zDetailUploadForm.safeParse({
      type: '',
      category: '',
      confidentialityLevel: '',
      description: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      type: 'Please select a document type',
      category: 'Please select a category',
      confidentialityLevel: 'Please select confidentiality level',
    });
  });

  it("moves the category to the chosen type's default", () => {
    expect(defaultCategoryOf('ddq')).toBe('compliance');
    expect(defaultCategoryOf('lpa')).toBe('legal');
    expect(defaultCategoryOf('track_record')).toBe('financial');
    expect(defaultCategoryOf('call_notes')).toBe('operational');
  });
});

describe('file checks (SPEC 5, 9)', () => {
  it('accepts the five formats, by extension and MIME type', () => {
    expect(fileInputAccept).toBe('.pdf,.doc,.docx,.xls,.xlsx');
    expect(fileProblemOf({ name: 'Deck.PDF', type: pdf, size: 10 })).toBeNull();
    expect(fileProblemOf({ name: 'ddq.doc', type: 'application/msword', size: 10 })).toBeNull();
    // Some browsers name no type for Office files; the extension decides then.
    expect(fileProblemOf({ name: 'model.xlsx', type: '', size: 10 })).toBeNull();
  });

  it('refuses other formats, and files whose type contradicts the extension', () => {
    expect(fileProblemOf({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe('invalidType');
    expect(fileProblemOf({ name: 'scan', type: pdf, size: 10 })).toBe('invalidType');
    expect(fileProblemOf({ name: 'photo.pdf', type: 'image/png', size: 10 })).toBe('invalidType');
    // Names of Object.prototype's members are not extensions the product knows.
    expect(fileProblemOf({ name: 'report.constructor', type: '', size: 10 })).toBe('invalidType');
    expect(fileProblemOf({ name: 'report.toString', type: '', size: 10 })).toBe('invalidType');
  });

  it('refuses files over 52,428,800 bytes', () => {
    expect(fileProblemOf({ name: 'big.pdf', type: pdf, size: 52_428_800 })).toBeNull();
    expect(fileProblemOf({ name: 'big.pdf', type: pdf, size: 52_428_801 })).toBe('tooLarge');
  });

  it('drops the invalid files and keeps the rest', () => {
    const good = { name: 'a.pdf', type: pdf, size: 1 };
    const text = { name: 'b.txt', type: 'text/plain', size: 1 };
    const big = { name: 'c.pdf', type: pdf, size: 60_000_000 };
    expect(partitionFiles([good, text, big])).toEqual({
      accepted: [good],
      rejected: [
        { file: text, problem: 'invalidType' },
        { file: big, problem: 'tooLarge' },
      ],
    });
  });
});
