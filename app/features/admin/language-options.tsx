import { useLanguage } from "~/i18n/language-provider";
import { ACCOUNT_LANGUAGES } from "@shared/language";

/** The options of a select of an account's language, named in the dashboard's language. */
export function LanguageOptions() {
  const { t } = useLanguage();
  return ACCOUNT_LANGUAGES.map((value) => (
    <option key={value} value={value}>
      {t(`admin.language.${value}`)}
    </option>
  ));
}
