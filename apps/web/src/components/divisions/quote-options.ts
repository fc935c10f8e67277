import { FREIGHT_TYPES, TRANSPORT_SERVICE_TYPES, TRANSPORT_TIMELINES, WAREHOUSE_SERVICE_TYPES } from '@app/shared/constants';
import { m } from '../../lib/i18n';

type Option<T extends string> = { value: T; label: string };

/** Readable labels (in the page's language) for the stored option values, in the order of the shared constants. */
function options<T extends string>(values: readonly T[], labels: Record<T, () => string>): () => Option<T>[] {
  return () => values.map((value) => ({ value, label: labels[value]() }));
}

export const TRANSPORT_SERVICE_OPTIONS = options(TRANSPORT_SERVICE_TYPES, {
  ftl: m.quote_service_ftl,
  ltl: m.quote_service_ltl,
  expedited: m.quote_service_expedited,
  'last-mile': m.quote_service_last_mile,
  custom: m.quote_service_custom,
});

export const FREIGHT_TYPE_OPTIONS = options(FREIGHT_TYPES, {
  general: m.quote_freight_general,
  refrigerated: m.quote_freight_refrigerated,
  hazmat: m.quote_freight_hazmat,
  oversized: m.quote_freight_oversized,
  automotive: m.quote_freight_automotive,
  food: m.quote_freight_food,
});

export const TIMELINE_OPTIONS = options(TRANSPORT_TIMELINES, {
  asap: m.quote_timeline_asap,
  '1-3-days': m.quote_timeline_1_3_days,
  '1-week': m.quote_timeline_1_week,
  '2-weeks': m.quote_timeline_2_weeks,
  flexible: m.quote_timeline_flexible,
});

export const WAREHOUSE_SERVICE_OPTIONS = options(WAREHOUSE_SERVICE_TYPES, {
  storage: m.quote_warehouse_storage,
  distribution: m.quote_warehouse_distribution,
  fulfillment: m.quote_warehouse_fulfillment,
  inventory: m.quote_warehouse_inventory,
  logistics: m.quote_warehouse_logistics,
  custom: m.quote_service_custom,
});

/** A native select's options with an empty, unselectable prompt first. */
export function withPrompt(prompt: string, list: Option<string>[]) {
  return [{ value: '', label: prompt, disabled: true }, ...list];
}
