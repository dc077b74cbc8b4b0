import { useAuth } from "~/auth/auth-provider";
import { useCall } from "~/components/use-call";
import { useLanguage } from "~/i18n/language-provider";
import { accountLanguage } from "@shared/language";
import { API_BASE } from "@shared/paths";

/**
 * Downloads the current filter's contacts as CSV. The file comes from the API with the
 * admin's token, so it is fetched and handed to the browser as a download rather than
 * linked; an expired token is renewed once (through any call of the API client).
 */
export function CsvExport({ query }: { query: string }) {
  const { t, language } = useLanguage();
  const { accessToken, call } = useAuth();
  const { pending, notice, run } = useCall();

  async function download() {
    const fetchCsv = () =>
      fetch(`${API_BASE}/crm/contacts/export${query}`, {
        headers: { Authorization: `Bearer ${accessToken() ?? ""}`, "X-User-Language": accountLanguage(language) },
      });
    await run(
      async () => {
        let response = await fetchCsv();
        if (response.status === 401) {
          await call("/auth/me");
          response = await fetchCsv();
        }
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
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
      },
      () => undefined,
    );
  }

  return (
    <div>
      <button type="button" className="btn-secondary" onClick={download} disabled={pending}>
        {pending ? t("admin.contacts.exporting") : t("admin.contacts.export")}
      </button>
      {notice?.kind === "error" && (
        <p role="alert" className="mt-2 text-sm text-loss-400">
          {t("admin.contacts.exportFailed", { error: notice.text })}
        </p>
      )}
    </div>
  );
}
