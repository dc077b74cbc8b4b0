import { z } from "zod";

/**
 * The parts of Stripe's objects the site records, read tolerantly: Stripe adds fields, and
 * some moved between API versions (a subscription's period end moved to its items, an
 * invoice's subscription under `parent`), so both places are read.
 */
const id = z.string().min(1).max(255);
const expandable = z.union([id, z.object({ id }).transform((object) => object.id)]);
const email = z.string().trim().toLowerCase().email().max(254);
const seconds = z.number().int().nonnegative();

export const stripeEvent = z.object({
  id,
  type: z.string().min(1).max(100),
  created: seconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof stripeEvent>;

export const checkoutSession = z.object({
  customer: expandable.nullish(),
  customer_email: email.nullish().catch(null),
  customer_details: z.object({ email: email.nullish().catch(null), name: z.string().max(200).nullish() }).nullish(),
  locale: z.string().max(20).nullish(),
});

export const subscription = z.object({
  id,
  customer: expandable,
  status: z.string().min(1).max(40),
  cancel_at_period_end: z.boolean().default(false),
  current_period_end: seconds.nullish(),
  start_date: seconds.nullish(),
  items: z
    .object({
      data: z.array(z.object({ price: z.object({ id }).nullish(), current_period_end: seconds.nullish() })),
    })
    .nullish(),
});

export const invoice = z.object({
  id,
  customer: expandable,
  customer_email: email.nullish().catch(null),
  customer_name: z.string().max(200).nullish(),
  amount_paid: z.number().int().nonnegative(),
  currency: z.string().regex(/^[a-z]{3}$/),
  subscription: expandable.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: expandable.nullish() }).nullish() }).nullish(),
  status_transitions: z.object({ paid_at: seconds.nullish() }).nullish(),
});

export const charge = z.object({
  id,
  customer: expandable.nullish(),
  amount_refunded: z.number().int().nonnegative(),
  currency: z.string().regex(/^[a-z]{3}$/),
});
