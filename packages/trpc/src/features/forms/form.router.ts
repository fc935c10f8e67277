import { ZFormTokenDto } from '@app/shared/schemas/dtos';
import { publicProcedure, router } from '../../trpc.ts';
import { issueFormToken } from './form-guard.ts';

export const formRouter = router({
  /**
   * GET /api/forms/token: the signed time a public form was shown. The form sends it back as
   * `formToken`; a submission sooner than `minFillMs` after it is judged a bot's (see form-guard).
   */
  token: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'GET',
        path: '/api/forms/token',
        summary: "A public form's signed start time {token, minFillMs}: send it back as formToken (optional spam protection)",
      },
    })
    .output(ZFormTokenDto)
    .query(({ ctx }) => ({ token: issueFormToken(ctx.formGuard, ctx.now().getTime()), minFillMs: ctx.formGuard.minFillMs })),
});
