import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";

/**
 * The problems of a form with several fields, above it (the GOV.UK error summary): a
 * heading with their number and a link to each field. It takes the focus after a submit
 * (useFocusAfterSubmit); a link moves the focus into its field, with its label in view.
 * Without JavaScript the links are plain fragment links to the fields.
 */
export function ErrorSummary({ problems }: { problems: { id: string; error: MessageKey }[] }) {
  const { t } = useLanguage();
  if (problems.length === 0) return null;
  return (
    <div
      data-error-summary
      aria-labelledby="error-summary-title"
      className="rounded-xl border-2 border-loss-400 bg-loss-400/10 px-4 py-4 sm:px-5"
    >
      <h2 id="error-summary-title" className="text-lg font-semibold text-white">
        {problems.length === 1 ? t("form.problem") : t("form.problems", { count: problems.length })}
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-loss-400 marker:text-loss-400">
        {problems.map(({ id, error }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="font-medium underline underline-offset-2 hover:no-underline"
              onClick={(event) => {
                const field = document.getElementById(id);
                if (!field) return;
                event.preventDefault();
                // The field's label (or its group's legend) above it stays in view.
                const caption =
                  field.closest("fieldset")?.querySelector("legend") ?? (field as HTMLInputElement).labels?.[0];
                (caption ?? field).scrollIntoView({ block: "start" });
                field.focus({ preventScroll: true });
              }}
            >
              {t(error)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
