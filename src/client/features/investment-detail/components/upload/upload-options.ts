import { confidentialityLevels, documentCategories, documentTypes } from '@shared/document';
import { confidentialityLevelLabels, documentCategoryLabels } from '@shared/document-upload-form';

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
