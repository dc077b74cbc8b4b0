import { useRevalidator, useSearchParams } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { KeptParams } from "./admin-page";

/**
 * "Try again" after a page's data could not be read: reads it again in place, or without
 * JavaScript asks for the same address anew.
 */
export function RetryButton() {
  const { t } = useLanguage();
  const { revalidate } = useRevalidator();
  const [params] = useSearchParams();
  return (
    <form method="get">
      <KeptParams params={params} />
      <button
        type="submit"
        className="mt-4 btn-secondary"
        onClick={(event) => {
          event.preventDefault();
          void revalidate();
        }}
      >
        {t("admin.retry")}
      </button>
    </form>
  );
}
