import type { FaqItem } from "~/content/faq";

/**
 * The FAQ as native disclosure widgets: each item opens and closes on its own, by mouse,
 * keyboard or without JavaScript.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-ink-700 rounded-card border border-ink-700 bg-ink-900/60">
      {items.map((item) => (
        <details key={item.id} className="group px-5 sm:px-7" data-faq-id={item.id}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-white marker:hidden [&::-webkit-details-marker]:hidden">
            {item.question}
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full border border-ink-600 text-accent-400 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="pb-6 leading-7 text-ink-300">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
