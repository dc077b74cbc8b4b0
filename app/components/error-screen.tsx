import { useEffect } from "react";
import { useLanguage } from "~/i18n/language-provider";
import { isExtensionError } from "~/browser/extension-error";
import { Logo } from "./logo";

/** Shown when a page fails to render, with its texts (docs/product-rules.md). */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useLanguage();
  const extension = isExtensionError(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="flex min-h-dvh items-center justify-center px-5 py-16">
      <div
        role="alert"
        className="w-full max-w-lg rounded-card border border-ink-700 bg-ink-900 p-8 text-center shadow-2xl sm:p-10"
      >
        <Logo className="justify-center" />
        <h1 className="mt-8 text-2xl font-bold text-white">
          {extension ? t("error.extensionTitle") : t("error.title")}
        </h1>
        {extension ? (
          <>
            <p className="mt-3 text-ink-300">{t("error.extensionMessage")}</p>
            <ul className="mx-auto mt-3 inline-block list-disc text-left text-ink-300">
              <li>{t("error.extensionTip1")}</li>
              <li>{t("error.extensionTip2")}</li>
              <li>{t("error.extensionTip3")}</li>
            </ul>
          </>
        ) : (
          <p className="mt-3 text-ink-300">{t("error.message")}</p>
        )}
        <button type="button" className="mt-8 btn-primary" onClick={() => window.location.reload()}>
          {t("error.reload")}
        </button>
      </div>
    </main>
  );
}
