/** Static marketing copy of the home page: message functions of the catalogue (messages/pages), called when drawn. */
import { m } from '../../lib/i18n';
import { categoryLabel } from '../SiteLayout/nav';

export const HERO = {
  eyebrow: m.home_hero_eyebrow,
  title: m.home_hero_title,
  /** After the company's name (Site Settings). */
  subtitle: m.home_hero_subtitle,
  badges: [
    { value: m.home_hero_badge_jobs_value, label: m.home_hero_badge_jobs_label },
    { value: m.home_hero_badge_hires_value, label: m.home_hero_badge_hires_label },
  ],
} as const;

export const TRENDING_KEYWORDS = [m.home_trending_staffing, m.home_trending_ecommerce, m.home_trending_warehouse, m.home_trending_business] as const;

export const STATS = [
  { key: 'jobs', label: m.home_stats_jobs_label, description: m.home_stats_jobs_description },
  { key: 'employers', label: m.home_stats_employers_label, description: m.home_stats_employers_description },
  { key: 'hired', label: m.home_stats_hired_label, description: m.home_stats_hired_description },
] as const;

export const STEPS = [
  { title: m.home_step_search_title, description: m.home_step_search_description },
  { title: m.home_step_check_title, description: m.home_step_check_description },
  { title: m.home_step_apply_title, description: m.home_step_apply_description },
] as const;

/** The note under the steps, naming the company (Site Settings). */
export const stepsNote = (shortName: string) => m.home_steps_note({ shortName });

export const BENEFITS = [
  { title: m.home_benefit_screened_title, description: m.home_benefit_screened_description },
  { title: m.home_benefit_fast_title, description: m.home_benefit_fast_description },
  { title: m.home_benefit_safety_title, description: m.home_benefit_safety_description },
  { title: m.home_benefit_partner_title, description: m.home_benefit_partner_description },
] as const;

export const DIVISIONS = [
  {
    title: m.home_division_staffing_title,
    description: m.home_division_staffing_description,
    image: '/api/public/Staffing.jpg',
    cta: m.home_division_find_jobs,
    primary: true,
    to: '/jobs',
    id: 'jobs',
    points: [m.home_division_staffing_point_temporary, m.home_division_staffing_point_permanent, m.home_division_staffing_point_skilled],
  },
  {
    title: m.home_division_warehouse_title,
    description: m.home_division_warehouse_description,
    image: '/api/public/warehouse_hero.jpg',
    cta: m.home_division_get_quote,
    primary: false,
    to: '/warehouse',
    id: 'warehouse',
    points: [m.home_division_warehouse_point_storage, m.home_division_warehouse_point_fulfillment, m.home_division_warehouse_point_reporting],
  },
  {
    title: m.home_division_transportation_title,
    description: m.home_division_transportation_description,
    image: '/api/public/transportation_hero.jpg',
    cta: m.home_division_get_quote,
    primary: false,
    to: '/transportation',
    id: 'transportation',
    points: [m.home_division_transportation_point_ftl, m.home_division_transportation_point_expedited, m.home_division_transportation_point_coverage],
  },
] as const;

/** `name` is the stored category the link filters by; `label` its name on the page. */
export const FEATURED_CATEGORIES = [
  { name: 'Accounting', label: () => categoryLabel('Accounting'), count: 5 },
  { name: 'Digital Marketing', label: () => categoryLabel('Digital Marketing'), count: 5 },
  { name: 'Customer Service', label: () => categoryLabel('Customer Service'), count: 10 },
  { name: 'Broadcasting', label: () => categoryLabel('Broadcasting'), count: 3 },
  { name: 'Sales Assistant', label: m.home_category_sales_assistant, count: 2 },
] as const;

export const CTA_TRIO = [
  { title: m.home_cta_work_title, description: m.home_cta_work_description, cta: m.home_cta_work_button, to: '/jobs' },
  { title: m.home_cta_staff_title, description: m.home_cta_staff_description, cta: m.home_cta_staff_button, to: '/staffing' },
  { title: m.home_cta_project_title, description: m.home_cta_project_description, cta: m.home_cta_project_button, to: '/contact' },
] as const;

export const PARTNERS = [
  'Maple Ridge Foods',
  'Lakeshore Logistics',
  'Trillium Manufacturing',
  'Huron Retail Group',
  'Ottawa Valley Supply',
  'Golden Horseshoe Distribution',
] as const;

export const PARTNER_STATS = [
  { value: '9+', label: m.home_partner_stat_years },
  { value: '50M+', label: m.home_partner_stat_deliveries },
  { value: '99.8%', label: m.home_partner_stat_on_time },
] as const;
