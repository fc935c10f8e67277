import { SiteSettings } from '@app/db';
import { ZNotificationSettingsInput, ZSiteSettingsInput, ZSystemSettingsInput } from '@app/validators';
import { adminProcedure, publicProcedure, router } from '../trpc.ts';
import { toPublicSettingsDto, toSettingsDto } from '../dto.ts';
import type { Context } from '../context.ts';

const load = (ctx: Context) => ctx.em.findOneOrFail(SiteSettings, { id: 1 });

export const settingsRouter = router({
  /** Company details and the maintenance flag, for every visitor. */
  public: publicProcedure.query(async ({ ctx }) => toPublicSettingsDto(await load(ctx))),

  get: adminProcedure.query(async ({ ctx }) => toSettingsDto(await load(ctx))),

  updateSite: adminProcedure.input(ZSiteSettingsInput).mutation(async ({ ctx, input }) => {
    const settings = await load(ctx);
    ctx.em.assign(settings, input);
    await ctx.em.flush();
    return toSettingsDto(settings);
  }),

  updateNotifications: adminProcedure.input(ZNotificationSettingsInput).mutation(async ({ ctx, input }) => {
    const settings = await load(ctx);
    ctx.em.assign(settings, input);
    await ctx.em.flush();
    return toSettingsDto(settings);
  }),

  updateSystem: adminProcedure.input(ZSystemSettingsInput).mutation(async ({ ctx, input }) => {
    const settings = await load(ctx);
    ctx.em.assign(settings, input);
    await ctx.em.flush();
    return toSettingsDto(settings);
  }),
});
