import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const Testimonial = defineEntity({
  name: 'Testimonial',
  tableName: 'testimonials',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(120),
    company: p.string().length(160).nullable(),
    content: p.text(),
    position: p.string().length(160).nullable(),
    rating: p.integer().default(5),
    imageUrl: p.string().length(2048).nullable(),
    featured: p.boolean().default(false).index(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  checks: [{ name: 'testimonials_rating_check', expression: '(rating >= 1) AND (rating <= 5)' }],
});

export type ITestimonial = InferEntity<typeof Testimonial>;
