import {
  confidentialityLevelLabels,
  confidentialityLevels,
  documentCategories,
  documentTypes,
} from '@shared/document';

type DocumentCategory = (typeof documentCategories)[number];

const documentCategoryLabels: Record<DocumentCategory, string> = {
  legal: 'Legal',
  financial: 'Financial',
  marketing: 'Marketing',
  operational: 'Operational',
  compliance: 'Compliance',
};

/** The upload form's choices, in SPEC 3's order. */
export const documentTypeOptions = documentTypes.map(({ value, label }) => ({ value, label }));
export const categoryOptions = documentCategories.map((value) => ({
  value,
  label: documentCategoryLabels[value],
}));
export const confidentialityOptions = confidentialityLevels.map((value) => ({
  value,
  label: confidentialityLevelLabels[value],
}));
