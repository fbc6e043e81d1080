/** SPEC 9: file sizes are shown in MB, bytes / 1048576. */
export const bytesPerMegabyte = 1_048_576;
const bytesPerKilobyte = 1024;

/**
 * '2.4 MB' with one decimal in tables and two in the document dialog (SPEC 9); a file under 1 MB in KB
 * ('245.8 KB'), and under 1 KB in bytes, so that a small file never reads '0.0 MB'.
 */
export function formatFileSize(bytes: number, decimals: 1 | 2): string {
  if (bytes >= bytesPerMegabyte) return `${(bytes / bytesPerMegabyte).toFixed(decimals)} MB`;
  if (bytes >= bytesPerKilobyte) return `${(bytes / bytesPerKilobyte).toFixed(decimals)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}
