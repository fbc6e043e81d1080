/**
 * The page an XFA-only PDF form shows to readers that cannot render XFA. Its real content lives in the
 * form's XML, not in any page, so neither extraction nor the analyst may take this page for content.
 */
export const xfaPlaceholder =
  /If this message is not eventually replaced by the proper contents of the document, your PDF\s+viewer may not be able to display this type of document/i;
