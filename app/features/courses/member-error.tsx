import { Link } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";

/** An unknown course or lesson: its error text and a way back (docs/product-rules.md). */
export function MemberError({ message }: { message: string }) {
  const { t, localize } = useLanguage();
  return (
    <div className="container-page py-20">
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-card border border-loss-400/30 bg-loss-400/5 p-8 text-center"
      >
        <p className="text-lg font-semibold text-white">{message}</p>
        <Link to={localize(PATHS.courses)} className="mt-6 btn-secondary">
          ← {t("member.backToCourses")}
        </Link>
      </div>
    </div>
  );
}
