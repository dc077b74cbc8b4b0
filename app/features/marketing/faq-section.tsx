import type { FaqItem } from "~/content/faq";
import { useLanguage } from "~/i18n/language-provider";
import { FaqList } from "./faq-list";
import { SectionHeading } from "./section-heading";

export function FaqSection({ items, id = "faq" }: { items: FaqItem[]; id?: string }) {
  const { t } = useLanguage();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="container-page py-20 sm:py-24">
      <SectionHeading id={`${id}-title`} eyebrow={t("faq.eyebrow")} title={t("faq.title")} intro={t("faq.intro")} />
      <div className="mt-12">
        <FaqList items={items} />
      </div>
    </section>
  );
}
