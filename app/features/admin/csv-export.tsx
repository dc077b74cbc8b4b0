import { type FormEvent, useState } from "react";
import { useActionData } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import { useFocusAfterSubmit } from "~/browser/use-focus-after-submit";
import { INPUT_CLASS } from "~/components/form-field";
import { useCall } from "~/components/use-call";
import { useLanguage } from "~/i18n/language-provider";
import { accountLanguage } from "@shared/language";
import { API_BASE } from "@shared/paths";
import type { AdminPosted } from "./admin-forms";

/** The export form's intent when it is posted to the page (without JavaScript). */
export const EXPORT_INTENT = "export";

/**
 * Downloads the current filter's contacts as CSV, with a fresh code of the admin's second
 * factor (docs/decisions/032-second-factor.md). The file comes from the API with the
 * admin's token and the code in a header, so it is fetched and handed to the browser as a
 * download rather than linked; an expired token is renewed once. It is the one part of the
 * dashboard that needs JavaScript (docs/decisions/037-dashboard-reads-on-the-server.md):
 * posted without, the page answers that it does, and the code never goes into the address.
 */
export function CsvExport({ query }: { query: string }) {
  const { t, language } = useLanguage();
  const { accessToken, renewToken } = useAuth();
  const posted = useActionData<AdminPosted | undefined>();
  const { pending, notice, run } = useCall(
    posted?.intent === EXPORT_INTENT ? { kind: "error", text: t("admin.contacts.exportNeedsScripts") } : undefined,
  );
  // Each download's end: the button keeps the focus (aria-disabled while it runs), a
  // refusal moves it to the code field, which says why.
  const [downloads, setDownloads] = useState(0);
  const area = useFocusAfterSubmit(downloads || undefined, { keepControl: true });

  async function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const code = String(new FormData(form).get("exportCode") ?? "").trim();
    const fetchCsv = (token: string | null) =>
      fetch(`${API_BASE}/crm/contacts/export${query}`, {
        headers: {
          Authorization: `Bearer ${token ?? ""}`,
          "X-User-Language": accountLanguage(language),
          "X-Second-Factor-Code": code,
        },
      });
    await run(
      async () => {
        // A session that exists only as the refresh cookie (signed in without JavaScript)
        // has no token yet: it is renewed first, not after a refused download.
        const token = accessToken() ?? (await renewToken(null));
        let response = await fetchCsv(token);
        if (response.status === 401) response = await fetchCsv(await renewToken(token));
        if (!response.ok) {
          const refused = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
          throw new Error(refused?.error ?? `HTTP ${response.status}`);
        }
        form.reset();
        const name =
          /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "contacts.csv";
        const url = URL.createObjectURL(await response.blob());
        const link = document.createElement("a");
        link.href = url;
        link.download = name;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        return true;
      },
      () => undefined,
    );
    setDownloads((count) => count + 1);
  }

  return (
    <form
      ref={area}
      method="post"
      onSubmit={(event) => void download(event)}
      noValidate
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="intent" value={EXPORT_INTENT} />
      <div className="w-44">
        <label htmlFor="exportCode" className="text-sm font-medium text-ink-100">
          {t("admin.contacts.exportCode")}
        </label>
        <input
          id="exportCode"
          name="exportCode"
          className={INPUT_CLASS}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={32}
          aria-invalid={notice?.kind === "error"}
          aria-describedby={notice?.kind === "error" ? "export-error" : undefined}
        />
      </div>
      <button type="submit" className="btn-secondary" aria-disabled={pending}>
        {pending ? t("admin.contacts.exporting") : t("admin.contacts.export")}
      </button>
      {notice?.kind === "error" && (
        <p id="export-error" role="alert" className="w-full text-sm text-loss-400">
          {t("admin.contacts.exportFailed", { error: notice.text })}
        </p>
      )}
    </form>
  );
}
