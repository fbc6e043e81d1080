import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { uploadTexts } from '@shared/document-upload';
import { AppError } from '../../errors';
import type { UploadPart } from './upload-documents';

/** A multipart request's parts as the upload reads them, with the files limit answered in the product's words. */
export async function* multipartUploadParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = (part as MultipartValue<unknown>).value;
        yield {
          type: 'field',
          name: part.fieldname,
          value: typeof value === 'string' ? value : String(value),
        };
      } else {
        const file = part as MultipartFile;
        yield { type: 'file', field: file.fieldname, fileName: file.filename, content: file.file };
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('payload_too_large', uploadTexts.tooManyFiles);
    }
    throw error;
  }
}
