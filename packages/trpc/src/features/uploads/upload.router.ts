import { ZUploadLimitsDto } from '@app/shared/schemas/dtos';
import { publicProcedure, router } from '../../trpc.ts';
import { uploadLimits } from './uploads.ts';
import { CACHE_KEYS } from '../../infra/cache-keys.ts';

/**
 * Resume uploads. The upload itself is POST /api/uploads/resume (multipart, streamed by the
 * server, not a procedure); this router tells the apply form what it may send.
 */
export const uploadRouter = router({
  /** GET /api/uploads/limits: the largest file (MB) and the types allowed (System settings). */
  limits: publicProcedure
    .meta({
      access: 'public',
      rest: { method: 'GET', path: '/api/uploads/limits', summary: 'What POST /api/uploads/resume accepts: {maxFileSizeMb, fileTypes}' },
      // System settings: the job page's apply form shows them.
      cacheKeys: [CACHE_KEYS.settings],
    })
    .output(ZUploadLimitsDto)
    .query(({ ctx }) => uploadLimits(ctx)),
});
