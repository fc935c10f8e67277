import type { SettingsDto } from '@app/shared/schemas/dtos';
import { queryClient, trpc } from '../../../lib/trpc';

/** After a save: the admin copy takes the answer, and every settings query (settings.public too) is refreshed. */
export async function afterSettingsSaved(saved: SettingsDto) {
  queryClient.setQueryData(trpc.settings.get.queryKey(), saved);
  await queryClient.invalidateQueries({ queryKey: trpc.settings.pathKey() });
}
