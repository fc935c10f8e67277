import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ORDER_STATUSES } from '@app/validators';

/** Products and orders: part of the data model; no screen uses them yet. */
export const Product = defineEntity({
  name: 'Product',
  tableName: 'products',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(200),
    description: p.text().nullable(),
    price: p.decimal().precision(10).scale(2).nullable(),
    category: p.string().length(80),
    imageUrl: p.string().length(2048).nullable(),
    stock: p.integer().default(0),
    featured: p.boolean().default(false),
    published: p.boolean().default(true),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  checks: [{ name: 'products_stock_check', expression: 'stock >= 0' }],
});

export const Order = defineEntity({
  name: 'Order',
  tableName: 'orders',
  properties: {
    id: p.integer().primary().autoincrement(),
    items: () => p.oneToMany(OrderItem).mappedBy('order').orphanRemoval(),
    total: p.decimal().precision(10).scale(2).nullable(),
    customerName: p.string().length(200).nullable(),
    customerEmail: p.string().length(254).nullable(),
    shippingAddress: p.text(),
    customerPhone: p.string().length(30).nullable(),
    status: p.enum(ORDER_STATUSES).default('pending'),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export const OrderItem = defineEntity({
  name: 'OrderItem',
  tableName: 'order_items',
  properties: {
    id: p.integer().primary().autoincrement(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    product: () => p.manyToOne(Product).nullable().deleteRule('set null'),
    quantity: p.integer(),
    price: p.decimal().precision(10).scale(2),
    name: p.string().length(200),
  },
  checks: [{ name: 'order_items_quantity_check', expression: 'quantity >= 1' }],
});

export type IProduct = InferEntity<typeof Product>;
export type IOrder = InferEntity<typeof Order>;
export type IOrderItem = InferEntity<typeof OrderItem>;
