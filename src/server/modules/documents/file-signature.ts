import type { FileKind } from '@shared/document-upload';

/** How many leading bytes the check reads: PDF allows junk before its header within the first 1 KB. */
export const signatureBytes = 1024;

const oleCompoundFile = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipLocalHeader = Buffer.from('PK\x03\x04', 'latin1');

/** True when a file's first bytes are what its extension claims (SPEC 5's five types). */
export function signatureMatches(kind: FileKind, head: Buffer): boolean {
  switch (kind) {
    case 'pdf':
      return head.indexOf('%PDF-', 0, 'latin1') !== -1;
    case 'doc':
    case 'xls':
      return head.subarray(0, 8).equals(oleCompoundFile);
    case 'docx':
    case 'xlsx':
      // Office wraps a password-protected DOCX or XLSX in a compound file: accept it here so that
      // processing can say it is encrypted, rather than calling it something it is not.
      return head.subarray(0, 4).equals(zipLocalHeader) || head.subarray(0, 8).equals(oleCompoundFile);
  }
}
