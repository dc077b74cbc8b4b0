import { type FormEvent, lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import { CurrentPasswordField } from "./current-password-field";
import { EmailChange } from "./email-change";
import { FormNotice, INPUT_CLASS, TextField } from "~/components/form-field";
import { useFocusAfterSubmit } from "~/browser/use-focus-after-submit";
import type { MessageKey } from "~/i18n/en";
import { useCall } from "~/components/use-call";
import { useLanguage } from "~/i18n/language-provider";
import { ACCOUNT_LANGUAGES, type AccountLanguage, normalizeLanguage } from "@shared/language";
import { CREDENTIAL_RULES } from "@shared/credential-rules";
import { PATHS } from "@shared/paths";
import {
  exportFileName,
  Intent,
  requiredMissing,
  useAccountForm,
  useAccountUser,
  usePostedInvalid,
} from "~/member/account-member";
import { CONFIRM_DELETE_PARAM } from "@shared/page-params";

/**
 * What a member changes on their account page: profile, password and sessions, their
 * data. Each part is a form of its own with its own answer (role=status or alert), posted
 * to the page with its intent (routes/member-account.tsx, useAccountForm): with JavaScript
 * through a fetcher, without as a plain form whose answer comes back with the page,
 * scrolled to the form's section (its `action` is the section's fragment). Only the data
 * download is a call from the browser.
 */

/**
 * The deletion's question, needed only when a member chooses to delete: not in the page's
 * first scripts. Pointing at or focusing the button starts loading it.
 */
const loadDeleteConfirmation = () => import("./delete-confirmation");
// The server renders it in place, so a page without JavaScript shows it (app/entry.server.tsx);
// a page that arrives with it shown hydrates it once its code is there.
const DeleteConfirmation = lazy(loadDeleteConfirmation);

const CARD = "rounded-card border border-ink-700 bg-ink-900/70 p-6";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-white">
        {title}
      </h2>
      <div className={`${CARD} mt-4 space-y-5`}>{children}</div>
    </section>
  );
}

/**
 * The page's address without its fragment, for a form that keeps the address's query (the
 * deletion's confirmation) and names its own section as the fragment, so that without
 * JavaScript a refusal comes back scrolled to it. A success that leads to the sign-in page
 * names a fragment of its own there (routes/member-account.tsx); a redirect would otherwise
 * carry this one over.
 */
function useAddressWithoutFragment(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * A form that ends the session (sign out everywhere, delete): once the page's action has
 * ended it, the browser's session ends too and the sign-in page says why (`leave`).
 * `onSigningOut` runs first, so that the page does not send the member to sign in again.
 */
function useLeaving(intent: "sign-out-everywhere" | "delete", onSigningOut: () => void) {
  const auth = useAuth();
  const navigate = useNavigate();
  const { localize } = useLanguage();
  return useAccountForm(intent, ({ leave }) => {
    if (!leave) return;
    onSigningOut();
    // Without JavaScript the same word comes in the address (?left=…, routes/member-account.tsx).
    void auth.logout().then(() => navigate(localize(PATHS.login), { state: { left: leave } }));
  });
}

export function ProfileSettings() {
  const { t, language } = useLanguage();
  const auth = useAuth();
  const { pending, notice, answers, answered, submit } = useAccountForm("profile", ({ body }) => {
    // A new language shows this page in it.
    const chosen = (body as { user?: { language: AccountLanguage } } | undefined)?.user?.language;
    if (chosen && normalizeLanguage(chosen) !== language) auth.setLanguage(chosen);
  });
  const postedInvalid = usePostedInvalid("profile");
  const [nameError, setNameError] = useState<MessageKey | undefined>(postedInvalid);
  const formRef = useFocusAfterSubmit(answers);
  const user = useAccountUser();
  if (!user) return null;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = requiredMissing("profile", new FormData(event.currentTarget));
    setNameError(missing);
    if (missing) answered();
    else submit(event.currentTarget);
  }

  return (
    <Section id="account-profile" title={t("account.profile")}>
      <form ref={formRef} method="post" action="#account-profile" onSubmit={save} className="space-y-5" noValidate>
        <Intent intent="profile" />
        {notice && <FormNotice kind={notice.kind}>{notice.text}</FormNotice>}
        <TextField
          name="name"
          label={t("account.name")}
          error={nameError}
          focus={postedInvalid !== undefined}
          autoComplete="name"
          required
          maxLength={CREDENTIAL_RULES.nameMaxCodePoints}
          defaultValue={user.name}
        />
        <div>
          <label htmlFor="language" className="text-sm font-medium text-ink-100">
            {t("account.language")}
          </label>
          <select id="language" name="language" defaultValue={user.language} className={INPUT_CLASS}>
            {ACCOUNT_LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {t(`account.languageName.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={pending} className="btn-primary w-full sm:w-auto">
          {pending ? t("account.saving") : t("account.saveProfile")}
        </button>
      </form>
      <EmailChange />
    </Section>
  );
}

/** `onSigningOut` runs before the session ends, so the page does not send the member to sign in again. */
export function SecuritySettings({ onSigningOut, onSignOut }: { onSigningOut: () => void; onSignOut: () => void }) {
  const { t } = useLanguage();
  const here = useAddressWithoutFragment();
  const password = useAccountForm("password", ({ notice }, form) => {
    if (notice?.kind === "success") form?.reset();
  });
  const everywhere = useLeaving("sign-out-everywhere", onSigningOut);
  const passwordForm = useFocusAfterSubmit(password.answers);
  const everywhereArea = useFocusAfterSubmit<HTMLDivElement>(everywhere.answers);
  // A success leaves the page: only a refusal shows here.
  const everywhereRefused = everywhere.notice?.kind === "error" ? everywhere.notice.text : undefined;

  return (
    <Section id="account-security" title={t("account.security")}>
      <form
        ref={passwordForm}
        method="post"
        action="#account-security"
        onSubmit={password.onSubmit}
        className="space-y-5"
        noValidate
      >
        <Intent intent="password" />
        {password.notice && <FormNotice kind={password.notice.kind}>{password.notice.text}</FormNotice>}
        <CurrentPasswordField name="currentPassword" />
        <TextField
          name="newPassword"
          label={t("account.newPassword")}
          focus={false}
          type="password"
          autoComplete="new-password"
          required
          minLength={CREDENTIAL_RULES.passwordMinCodePoints}
          hint={t("login.passwordRules")}
        />
        <button type="submit" disabled={password.pending} className="btn-primary w-full sm:w-auto">
          {password.pending ? t("account.saving") : t("account.changePassword")}
        </button>
      </form>
      <div ref={everywhereArea} className="border-t border-ink-700 pt-5">
        <p className="text-sm text-ink-300">{t("account.signOutEverywhereHint")}</p>
        {everywhereRefused && (
          <div className="mt-3">
            <FormNotice kind="error">{everywhereRefused}</FormNotice>
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <form
            method="post"
            action={`${here}#account-security`}
            onSubmit={(event) => {
              event.preventDefault();
              onSignOut();
            }}
          >
            <Intent intent="sign-out" />
            <button type="submit" className="btn-secondary">
              {t("account.signOut")}
            </button>
          </form>
          <form method="post" action={`${here}#account-security`} onSubmit={everywhere.onSubmit}>
            <Intent intent="sign-out-everywhere" />
            <button type="submit" disabled={everywhere.pending} className="btn-secondary">
              {t("account.signOutEverywhere")}
            </button>
          </form>
        </div>
      </div>
    </Section>
  );
}

export function DataSettings({ onSigningOut }: { onSigningOut: () => void }) {
  const { t, localize } = useLanguage();
  const auth = useAuth();
  const navigate = useNavigate();
  const here = useAddressWithoutFragment();
  const download = useCall();
  const downloadArea = useFocusAfterSubmit<HTMLDivElement>(download.notice);
  const removal = useLeaving("delete", onSigningOut);
  const postedInvalid = usePostedInvalid("delete");
  const [passwordError, setPasswordError] = useState<MessageKey | undefined>(postedInvalid);
  const removalForm = useFocusAfterSubmit(removal.answers);
  // A success leaves the page: only a refusal shows here.
  const removalRefused = removal.notice?.kind === "error" ? removal.notice.text : undefined;
  // Without JavaScript the confirmation is an address of its own (?delete): the "Delete
  // account" button's form asks for it, and "Cancel" leads back.
  const [params] = useSearchParams();
  const [confirming, setConfirming] = useState(params.has(CONFIRM_DELETE_PARAM));
  const deleteButton = useRef<HTMLButtonElement>(null);

  async function downloadData(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await download.run(
      () => auth.call<Record<string, unknown>>("/auth/me/export", { method: "GET" }),
      (data) => {
        const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
        const url = URL.createObjectURL(blob);
        const link = document.createElement("a");
        link.href = url;
        link.download = exportFileName(data.exportedAt);
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
        return t("account.downloaded");
      },
    );
  }

  function cancel() {
    setConfirming(false);
    if (params.has(CONFIRM_DELETE_PARAM))
      void navigate(localize(PATHS.account), { replace: true, preventScrollReset: true });
    // Focus goes back to the button that opened the confirmation.
    requestAnimationFrame(() => deleteButton.current?.focus());
  }

  function deleteAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = requiredMissing("delete", new FormData(event.currentTarget));
    setPasswordError(missing);
    if (missing) removal.answered();
    else removal.submit(event.currentTarget);
  }

  return (
    <Section id="account-data" title={t("account.data")}>
      <p className="text-sm text-ink-300">{t("account.dataHint")}</p>
      <div ref={downloadArea} className="space-y-5">
        {download.notice && <FormNotice kind={download.notice.kind}>{download.notice.text}</FormNotice>}
        <div className="flex flex-wrap gap-3">
          <form method="post" action={localize(PATHS.accountData)} onSubmit={(event) => void downloadData(event)}>
            <button type="submit" disabled={download.pending} className="btn-secondary">
              {t("account.download")}
            </button>
          </form>
          {!confirming && (
            <form
              method="get"
              action="#account-data"
              onSubmit={(event) => {
                event.preventDefault();
                setConfirming(true);
              }}
            >
              <input type="hidden" name={CONFIRM_DELETE_PARAM} value="" />
              <button
                ref={deleteButton}
                type="submit"
                onPointerEnter={() => void loadDeleteConfirmation()}
                onFocus={() => void loadDeleteConfirmation()}
                className="inline-flex items-center justify-center rounded-full border border-loss-400/60 px-5 py-2.5 text-sm font-semibold text-loss-400 transition-colors hover:bg-loss-400/10"
              >
                {t("account.delete")}
              </button>
            </form>
          )}
        </div>
      </div>
      {confirming && (
        // Asked for only when the member chooses to delete: its code loads then.
        <Suspense fallback={null}>
          <DeleteConfirmation
            formRef={removalForm}
            action={`${here}#account-data`}
            onSubmit={deleteAccount}
            onCancel={cancel}
            refused={removalRefused}
            passwordError={passwordError}
            focusField={postedInvalid !== undefined}
            pending={removal.pending}
          />
        </Suspense>
      )}
    </Section>
  );
}
