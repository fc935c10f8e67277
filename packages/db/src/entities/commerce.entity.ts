import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ORDER_STATUSES } from '@app/shared/constants';
import { emailAddress, nowOnCreate, phoneNumber, serialId, textLine, url } from './columns.ts';

/** A price or an amount in dollars and cents. */
const money = () => p.decimal().precision(10).scale(2);

/** Products and orders: part of the data model; no screen uses them yet. */
export const Product = defineEntity({
  name: 'Product',
  tableName: 'products',
  properties: {
    id: serialId(),
    name: textLine(),
    description: p.text().nullable(),
    price: money().nullable(),
    category: p.string().length(80),
    imageUrl: url().nullable(),
    stock: p.integer().default(0),
    featured: p.boolean().default(false),
    published: p.boolean().default(true),
    createdAt: nowOnCreate(),
  },
  checks: [{ name: 'products_stock_check', expression: 'stock >= 0' }],
});

export const Order = defineEntity({
  name: 'Order',
  tableName: 'orders',
  properties: {
    id: serialId(),
    items: () => p.oneToMany(OrderItem).mappedBy('order').orphanRemoval(),
    total: money().nullable(),
    customerName: p.string().length(200).nullable(),
    customerEmail: emailAddress().nullable(),
    shippingAddress: p.text(),
    customerPhone: phoneNumber().nullable(),
    status: p.enum(ORDER_STATUSES).default('pending'),
    createdAt: nowOnCreate(),
  },
});

export const OrderItem = defineEntity({
  name: 'OrderItem',
  tableName: 'order_items',
  properties: {
    id: serialId(),
    order: () => p.manyToOne(Order).deleteRule('cascade').index(),
    product: () => p.manyToOne(Product).nullable().deleteRule('set null'),
    quantity: p.integer(),
    price: money(),
    name: textLine(),
  },
  checks: [{ name: 'order_items_quantity_check', expression: 'quantity >= 1' }],
});

export type IProduct = InferEntity<typeof Product>;
export type IOrder = InferEntity<typeof Order>;
export type IOrderItem = InferEntity<typeof OrderItem>;
