import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { GraphQLScalarType } from 'graphql';
import type { RequestHandler, Response } from 'express';
import type { AdminAuthService } from '../modules/admin-auth';
import { bearerToken } from '../rest/require-admin';
import { DomainError } from '../shared/domain-error';
import { IncomingImage, INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES, MAX_IMAGES_PER_ROOM, UploadErrorCode } from '../modules/uploads';

/* graphql-upload ships ES modules only; Node 20.19+ loads them with require(). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an ES-module-only package, loaded synchronously
const scalarModule = require('graphql-upload/GraphQLUpload.mjs') as { default: GraphQLScalarType };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an ES-module-only package, loaded synchronously
const middlewareModule = require('graphql-upload/graphqlUploadExpress.mjs') as { default: (options: object) => RequestHandler };

export const GraphQLUpload = scalarModule.default;
const graphqlUploadExpress = middlewareModule.default;

/**
 * Multipart GraphQL requests (the Upload scalar), within the same limits as /api uploads. Only
 * admins upload, so a multipart body is read only after a valid admin token was seen: anyone
 * else is answered 401 (403 when deactivated) at once and the connection closed unread, so no
 * stranger can make the server stream or store their files.
 */
export function graphqlUploads(adminAuth: AdminAuthService): RequestHandler[] {
  const parse = graphqlUploadExpress({ maxFileSize: MAX_IMAGE_BYTES, maxFiles: MAX_IMAGES_PER_ROOM });
  const adminOnly: RequestHandler = async (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    try {
      await adminAuth.authenticate(bearerToken(req));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return refuseUnread(res, error);
    }
    next();
  };
  return [adminOnly, parse];
}

function refuseUnread(res: Response, error: DomainError): void {
  const forbidden = error.kind === 'forbidden';
  // The body stays unread: once the answer is out, Node closes the connection instead of draining it.
  res.setHeader('Connection', 'close');
  res.status(forbidden ? 403 : 401).json({
    errors: [
      {
        message: error.message,
        extensions: { code: forbidden ? 'FORBIDDEN' : 'UNAUTHENTICATED' },
      },
    ],
  });
}

export type UploadPromise = Promise<FileUpload>;

/** Reads uploaded files into memory for checking; a file past 5 MB is refused while streaming. */
export async function readUploads(uploads: UploadPromise[] | null | undefined): Promise<IncomingImage[]> {
  const images: IncomingImage[] = [];
  for (const upload of uploads ?? []) {
    const file = await upload;
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of file.createReadStream()) {
        size += (chunk as Buffer).length;
        if (size > MAX_IMAGE_BYTES) throw new DomainError(UploadErrorCode.InvalidImage, INVALID_IMAGE_MESSAGE, 'images');
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw new DomainError(UploadErrorCode.InvalidImage, INVALID_IMAGE_MESSAGE, 'images');
    }
    images.push({ originalName: file.filename, bytes: Buffer.concat(chunks) });
  }
  return images;
}
