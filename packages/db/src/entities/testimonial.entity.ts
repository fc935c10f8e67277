import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { companyName, nowOnCreate, personName, serialId, url } from './columns.ts';

export const Testimonial = defineEntity({
  name: 'Testimonial',
  tableName: 'testimonials',
  properties: {
    id: serialId(),
    name: personName(),
    company: companyName().nullable(),
    content: p.text(),
    position: p.string().length(160).nullable(),
    rating: p.integer().default(5),
    imageUrl: url().nullable(),
    featured: p.boolean().default(false).index(),
    createdAt: nowOnCreate(),
  },
  checks: [{ name: 'testimonials_rating_check', expression: '(rating >= 1) AND (rating <= 5)' }],
});

export type ITestimonial = InferEntity<typeof Testimonial>;
