import { FREIGHT_TYPES, TRANSPORT_SERVICE_TYPES, TRANSPORT_TIMELINES, WAREHOUSE_SERVICE_TYPES } from '@app/shared/constants';

type Option<T extends string> = { value: T; label: string };

/** Readable labels for the stored option values, in the order of the shared constants. */
function options<T extends string>(values: readonly T[], labels: Record<T, string>): Option<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const TRANSPORT_SERVICE_OPTIONS = options(TRANSPORT_SERVICE_TYPES, {
  ftl: 'Full Truckload (FTL)',
  ltl: 'Less-Than-Truckload (LTL)',
  expedited: 'Expedited Freight',
  'last-mile': 'Last-Mile Delivery',
  custom: 'Custom Solution',
});

export const FREIGHT_TYPE_OPTIONS = options(FREIGHT_TYPES, {
  general: 'General Freight',
  refrigerated: 'Refrigerated / Temperature-Controlled',
  hazmat: 'Hazardous Materials',
  oversized: 'Oversized / Heavy Haul',
  automotive: 'Automotive',
  food: 'Food & Beverage',
});

export const TIMELINE_OPTIONS = options(TRANSPORT_TIMELINES, {
  asap: 'As soon as possible',
  '1-3-days': 'Within 1-3 days',
  '1-week': 'Within 1 week',
  '2-weeks': 'Within 2 weeks',
  flexible: 'Flexible',
});

export const WAREHOUSE_SERVICE_OPTIONS = options(WAREHOUSE_SERVICE_TYPES, {
  storage: 'Storage Solutions',
  distribution: 'Distribution',
  fulfillment: 'Order Fulfillment',
  inventory: 'Inventory Management',
  logistics: 'Logistics Support',
  custom: 'Custom Solution',
});

/** A native select's options with an empty, unselectable prompt first. */
export function withPrompt(prompt: string, list: Option<string>[]) {
  return [{ value: '', label: prompt, disabled: true }, ...list];
}
