import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import { EmailChange } from "./email-change";
import { FieldError, FormNotice, INPUT_CLASS, TextField } from "~/components/form-field";
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
  useAccountUser,
  usePostedInvalid,
  usePostedNotice,
} from "~/member/account-member";
import { CONFIRM_DELETE_PARAM, type LeftWith } from "@shared/page-params";

/**
 * What a member changes on their account page: profile, password and sessions, their
 * data. Each part is a form of its own with its own answer (role=status or alert). With
 * JavaScript a form calls the API from the browser; without, it posts to the page with
 * its intent (routes/member-account.tsx), and the answer comes back with the page,
 * scrolled to the form's section (its `action` is the section's fragment).
 */

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
 * A form's answers, counted: each submit that ends on this page counts one, so that its
 * answer takes the focus (useFocusAfterSubmit) even when it reads as the one before. A
 * form posted without JavaScript comes back with one answer.
 */
function useAnswers(posted: unknown) {
  const [count, setCount] = useState(posted === undefined ? 0 : 1);
  return { answer: count || undefined, answered: () => setCount((value) => value + 1) };
}

/** After an action that signs out: the sign-in page, which says what happened. */
function useLeaveTo() {
  const navigate = useNavigate();
  const { localize } = useLanguage();
  // Without JavaScript the same word comes in the address (?left=…, routes/member-account.tsx).
  return (left: LeftWith) => navigate(localize(PATHS.login), { state: { left } });
}

export function ProfileSettings() {
  const { t, language } = useLanguage();
  const auth = useAuth();
  const { pending, notice, run } = useCall(usePostedNotice("profile"));
  const postedInvalid = usePostedInvalid("profile");
  const [nameError, setNameError] = useState<MessageKey | undefined>(postedInvalid);
  const { answer, answered } = useAnswers(notice ?? postedInvalid);
  const formRef = useFocusAfterSubmit(answer);
  const user = useAccountUser();
  if (!user) return null;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = String(form.get("language")) as AccountLanguage;
    const missing = requiredMissing("profile", form);
    setNameError(missing);
    if (missing) return answered();
    const saved = await run(
      () =>
        auth.call<{ user: typeof user; message: string }>("/auth/me", {
          method: "PATCH",
          body: { name: String(form.get("name") ?? ""), language: chosen },
        }),
      (result) => result.message,
    );
    answered();
    if (!saved?.user) return;
    auth.updateUser(saved.user);
    // A new language shows this page in it.
    if (normalizeLanguage(chosen) !== language) auth.setLanguage(chosen);
  }

  return (
    <Section id="account-profile" title={t("account.profile")}>
      <form
        ref={formRef}
        method="post"
        action="#account-profile"
        onSubmit={(event) => void save(event)}
        className="space-y-5"
        noValidate
      >
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
  const auth = useAuth();
  const leaveTo = useLeaveTo();
  const here = useAddressWithoutFragment();
  const password = useCall(usePostedNotice("password"));
  const everywhere = useCall(usePostedNotice("sign-out-everywhere"));
  const passwordForm = useFocusAfterSubmit(password.notice);
  const everywhereArea = useFocusAfterSubmit<HTMLDivElement>(everywhere.notice);

  async function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const done = await password.run(
      () =>
        auth.call<{ message: string }>("/auth/password", {
          method: "POST",
          body: { currentPassword: String(form.get("currentPassword")), newPassword: String(form.get("newPassword")) },
        }),
      (result) => result.message,
    );
    if (done) formElement.reset();
  }

  async function signOutEverywhere() {
    const done = await everywhere.run(
      () => auth.call<{ message: string }>("/auth/logout-everywhere", { method: "POST" }),
      () => undefined,
    );
    if (!done) return;
    onSigningOut();
    await auth.logout();
    void leaveTo("everywhere");
  }

  return (
    <Section id="account-security" title={t("account.security")}>
      <form
        ref={passwordForm}
        method="post"
        action="#account-security"
        onSubmit={(event) => void changePassword(event)}
        className="space-y-5"
        noValidate
      >
        <Intent intent="password" />
        {password.notice && <FormNotice kind={password.notice.kind}>{password.notice.text}</FormNotice>}
        <TextField
          name="currentPassword"
          label={t("account.currentPassword")}
          focus={false}
          type="password"
          autoComplete="current-password"
          required
        />
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
        {everywhere.notice && (
          <div className="mt-3">
            <FormNotice kind={everywhere.notice.kind}>{everywhere.notice.text}</FormNotice>
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
          <form
            method="post"
            action={`${here}#account-security`}
            onSubmit={(event) => {
              event.preventDefault();
              void signOutEverywhere();
            }}
          >
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
  const { t } = useLanguage();
  const auth = useAuth();
  const { localize } = useLanguage();
  const navigate = useNavigate();
  const leaveTo = useLeaveTo();
  const here = useAddressWithoutFragment();
  const download = useCall();
  const downloads = useAnswers(undefined);
  const downloadArea = useFocusAfterSubmit<HTMLDivElement>(downloads.answer);
  const removal = useCall(usePostedNotice("delete"));
  const postedInvalid = usePostedInvalid("delete");
  const [passwordError, setPasswordError] = useState<MessageKey | undefined>(postedInvalid);
  const removals = useAnswers(removal.notice ?? postedInvalid);
  const removalForm = useFocusAfterSubmit(removals.answer);
  // Without JavaScript the confirmation is an address of its own (?delete): the "Delete
  // account" button's form asks for it, and "Cancel" leads back.
  const [params] = useSearchParams();
  const [confirming, setConfirming] = useState(params.has(CONFIRM_DELETE_PARAM));
  const deleteButton = useRef<HTMLButtonElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (confirming) passwordField.current?.focus();
  }, [confirming]);

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
    downloads.answered();
  }

  function cancel() {
    setConfirming(false);
    if (params.has(CONFIRM_DELETE_PARAM))
      void navigate(localize(PATHS.account), { replace: true, preventScrollReset: true });
    // Focus goes back to the button that opened the confirmation.
    requestAnimationFrame(() => deleteButton.current?.focus());
  }

  async function deleteAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const missing = requiredMissing("delete", form);
    setPasswordError(missing);
    if (missing) return removals.answered();
    const done = await removal.run(
      () =>
        auth.call<{ message: string }>("/auth/me", {
          method: "DELETE",
          body: { password: String(form.get("password")) },
        }),
      () => undefined,
    );
    if (!done) return removals.answered();
    onSigningOut();
    await auth.logout();
    void leaveTo("deleted");
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
                className="inline-flex items-center justify-center rounded-full border border-loss-400/60 px-5 py-2.5 text-sm font-semibold text-loss-400 transition-colors hover:bg-loss-400/10"
              >
                {t("account.delete")}
              </button>
            </form>
          )}
        </div>
      </div>
      {confirming && (
        <form
          ref={removalForm}
          method="post"
          action={`${here}#account-data`}
          onSubmit={(event) => void deleteAccount(event)}
          onKeyDown={(event) => {
            if (event.key === "Escape") cancel();
          }}
          noValidate
          aria-labelledby="delete-title"
          className="space-y-4 rounded-xl border border-loss-400/40 bg-loss-400/5 p-4"
        >
          <Intent intent="delete" />
          <h3 id="delete-title" className="font-semibold text-white">
            {t("account.delete")}
          </h3>
          <p className="text-sm text-ink-200">{t("account.deleteWarning")}</p>
          {removal.notice && <FormNotice kind={removal.notice.kind}>{removal.notice.text}</FormNotice>}
          <div>
            <label htmlFor="delete-password" className="text-sm font-medium text-ink-100">
              {t("account.passwordToDelete")}
            </label>
            <input
              ref={passwordField}
              id="delete-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              autoFocus={postedInvalid !== undefined}
              aria-invalid={Boolean(passwordError)}
              aria-describedby={passwordError ? "delete-password-error" : undefined}
              className={INPUT_CLASS}
            />
            <FieldError id="delete-password-error" error={passwordError} />
          </div>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={removal.pending}
              className="inline-flex items-center justify-center rounded-full bg-loss-400 px-5 py-2.5 text-sm font-semibold text-ink-950 hover:bg-loss-400/90"
            >
              {t("account.deleteConfirm")}
            </button>
            <Link
              to={localize(PATHS.account)}
              replace
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                cancel();
              }}
              className="btn-secondary"
            >
              {t("account.cancel")}
            </Link>
          </div>
        </form>
      )}
    </Section>
  );
}
