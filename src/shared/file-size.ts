/** SPEC 9: file sizes are shown in MB, bytes / 1048576. */
export const bytesPerMegabyte = 1_048_576;

/** '2.4 MB': one decimal in tables, two in the document dialog (SPEC 9). */
export function formatMegabytes(bytes: number, decimals: 1 | 2): string {
  return `${(bytes / bytesPerMegabyte).toFixed(decimals)} MB`;
}
