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

/** A value the contract confirmation reads: one that does not fit is read as missing, never makes the event unreadable. */
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().catch(null);
const amount = z.number().int().nonnegative();

export const checkoutSession = z.object({
  id: optional(id),
  customer: expandable.nullish(),
  customer_email: email.nullish().catch(null),
  customer_details: z.object({ email: email.nullish().catch(null), name: z.string().max(200).nullish() }).nullish(),
  locale: z.string().max(20).nullish(),
  /** What the site's pricing page adds to the Payment Link: `de_pro_yearly` (docs/decisions/039). */
  client_reference_id: optional(z.string().max(200)),
  subscription: optional(expandable),
  amount_total: optional(amount),
  currency: optional(z.string().regex(/^[a-z]{3}$/)),
  total_details: optional(z.object({ amount_tax: optional(amount) })),
  consent: optional(z.object({ terms_of_service: optional(z.string().max(40)) })),
  custom_fields: optional(
    z.array(
      z.object({ key: z.string().max(200), dropdown: optional(z.object({ value: optional(z.string().max(200)) })) }),
    ),
  ),
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

/** A failed attempt to collect an invoice (`invoice.payment_failed`). */
export const failedInvoice = z.object({
  id,
  customer: expandable,
  customer_email: email.nullish().catch(null),
  customer_name: z.string().max(200).nullish(),
  amount_due: amount,
  currency: z.string().regex(/^[a-z]{3}$/),
  /** When Stripe tries again; null when it will not. */
  next_payment_attempt: optional(seconds),
  subscription: optional(expandable),
  parent: optional(z.object({ subscription_details: optional(z.object({ subscription: optional(expandable) })) })),
  lines: optional(
    z.object({
      data: z.array(
        z.object({
          price: optional(z.object({ id })),
          pricing: optional(z.object({ price_details: optional(z.object({ price: optional(expandable) })) })),
        }),
      ),
    }),
  ),
});
