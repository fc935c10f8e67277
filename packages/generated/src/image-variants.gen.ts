// Written by `pnpm media` (scripts/media.ts): do not edit. Images with AVIF and WebP copies at these widths.
export const IMAGE_VARIANTS: Record<string, { width: number; height: number; widths: number[] }> = {
  '/api/public/Staffing.jpg': {
    width: 1280,
    height: 720,
    widths: [480, 800, 1280],
  },
  '/api/public/transportation_hero.jpg': {
    width: 1280,
    height: 720,
    widths: [480, 800, 1280],
  },
  '/api/public/warehouse_hero.jpg': {
    width: 1280,
    height: 720,
    widths: [480, 800, 1280],
  },
  '/images/blog/cross-border-shipping-between-canada-and-the-us-the-basics.jpg': {
    width: 1200,
    height: 630,
    widths: [480, 800, 1200],
  },
  '/images/blog/fallback.jpg': {
    width: 1200,
    height: 630,
    widths: [480, 800, 1200],
  },
  '/images/blog/five-ways-to-improve-inventory-accuracy-in-your-warehouse.jpg': {
    width: 1200,
    height: 630,
    widths: [480, 800, 1200],
  },
  '/images/blog/forklift-certification-in-ontario-what-job-seekers-need-to-know.jpg': {
    width: 1200,
    height: 630,
    widths: [480, 800, 1200],
  },
  '/images/blog/ftl-vs-ltl-how-to-choose-the-right-freight-option.jpg': {
    width: 1200,
    height: 630,
    widths: [480, 800, 1200],
  },
  '/images/blog/how-to-ace-your-warehouse-job-interview.jpg': {
    width: 1200,
    height: 630,
    widths: [480, 800, 1200],
  },
  '/images/blog/how-to-hire-seasonal-warehouse-staff-in-ontario.jpg': {
    width: 1200,
    height: 630,
    widths: [480, 800, 1200],
  },
  '/images/blog/how-to-write-a-job-posting-that-attracts-the-right-applicants.jpg': {
    width: 1200,
    height: 630,
    widths: [480, 800, 1200],
  },
  '/images/blog/peak-season-fulfillment-how-ontario-warehouses-are-preparing.jpg': {
    width: 1200,
    height: 630,
    widths: [480, 800, 1200],
  },
  '/images/blog/seven-practical-ways-to-reduce-freight-costs.jpg': {
    width: 1200,
    height: 630,
    widths: [480, 800, 1200],
  },
  '/images/blog/temp-to-hire-a-lower-risk-way-to-build-your-team.jpg': {
    width: 1200,
    height: 630,
    widths: [480, 800, 1200],
  },
};
