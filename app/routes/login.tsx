import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { RichText } from "~/i18n/rich-text";
import { pageMeta } from "~/lib/meta";
import { LOGIN_MODE } from "~/lib/page-query";
import { PATHS } from "~/lib/routes";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "login.metaTitle", description: "login.description" });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

/** The form's fields in the order they appear. */
const FIELDS = ["name", "email", "password", "terms"] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, MessageKey>>;

function validate(form: FormData, registering: boolean): Errors {
  const errors: Errors = {};
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (registering && !String(form.get("name") ?? "").trim()) errors.name = "login.required";
  if (!email) errors.email = "login.required";
  else if (!EMAIL.test(email)) errors.email = "login.invalidEmail";
  // Counted in code points, as the server counts them.
  const length = [...password].length;
  if (!password) errors.password = "login.required";
  else if (registering && (length < PASSWORD_MIN || length > PASSWORD_MAX)) errors.password = "login.passwordLength";
  if (registering && form.get("terms") !== "on") errors.terms = "login.termsRequired";
  return errors;
}

function FieldError({ id, error }: { id: string; error?: MessageKey }) {
  const { t } = useLanguage();
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-loss-400">
      {t(error)}
    </p>
  );
}

const INPUT =
  "mt-1.5 block w-full rounded-xl border border-ink-600 bg-ink-950 px-4 py-3 text-white placeholder:text-ink-500 focus:border-accent-400 focus:outline-none aria-[invalid=true]:border-loss-400";

export default function Login() {
  const { t, localize } = useLanguage();
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const registering = params.get(LOGIN_MODE.param) === LOGIN_MODE.register;
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const found = validate(form, registering);
    setErrors(found);
    auth.clearError();
    if (Object.keys(found).length > 0) {
      // The first field with a problem takes the focus (its message is read with it).
      const first = FIELDS.find((field) => found[field]);
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setPending(true);
    const email = String(form.get("email")).trim();
    const password = String(form.get("password"));
    const ok = registering
      ? await auth.register({ name: String(form.get("name")).trim(), email, password, acceptedTerms: true })
      : await auth.login(email, password);
    setPending(false);
    if (ok) void navigate(localize(PATHS.courses));
  }

  const tab = (register: boolean, label: MessageKey) => (
    <Link
      to={register ? `?${LOGIN_MODE.param}=${LOGIN_MODE.register}` : "?"}
      replace
      aria-current={registering === register ? "page" : undefined}
      onClick={() => {
        setErrors({});
        auth.clearError();
      }}
      className="flex-1 rounded-full px-4 py-2 text-center text-sm font-semibold text-ink-300 aria-[current=page]:bg-accent-500 aria-[current=page]:text-ink-950"
    >
      {t(label)}
    </Link>
  );

  const describedBy = (field: Field, extra?: string) =>
    [errors[field] ? `${field}-error` : undefined, extra].filter(Boolean).join(" ") || undefined;

  if (auth.isAuthenticated && auth.user && !pending) {
    return (
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
        <h1 className="text-3xl font-bold text-white">{t("login.signedInAs", { name: auth.user.name })}</h1>
        <div className="mt-8 flex gap-3">
          <Link to={localize(PATHS.courses)} className="btn-primary">
            {t("login.toCourses")}
          </Link>
          <button type="button" className="btn-secondary" onClick={() => void auth.logout()}>
            {t("login.signOut")}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="hero-glow">
      <div className="container-page flex justify-center py-14 sm:py-20">
        <div className="w-full max-w-md">
          <h1 className="text-center text-3xl font-bold tracking-tight text-white sm:text-4xl">{t("login.title")}</h1>
          <p className="mt-3 text-center text-ink-300">{t("login.intro")}</p>
          <nav aria-label={t("login.title")} className="mt-8 flex gap-1 rounded-full border border-ink-700 bg-ink-900 p-1">
            {tab(false, "login.signInTab")}
            {tab(true, "login.registerTab")}
          </nav>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-labelledby="form-title"
            className="mt-6 space-y-5 rounded-card border border-ink-700 bg-ink-900/80 p-6 sm:p-8"
          >
            <h2 id="form-title" className="text-xl font-semibold text-white">
              {registering ? t("login.registerTitle") : t("login.signInTitle")}
            </h2>
            {auth.error && (
              <p role="alert" className="rounded-xl border border-loss-400/40 bg-loss-400/10 px-4 py-3 text-sm text-loss-400">
                {auth.error}
              </p>
            )}
            {registering && (
              <div>
                <label htmlFor="name" className="text-sm font-medium text-ink-100">
                  {t("login.name")}
                </label>
                <input id="name" name="name" autoComplete="name" maxLength={100} aria-invalid={Boolean(errors.name)} aria-describedby={describedBy("name")} className={INPUT} />
                <FieldError id="name-error" error={errors.name} />
              </div>
            )}
            <div>
              <label htmlFor="email" className="text-sm font-medium text-ink-100">
                {t("login.email")}
              </label>
              <input id="email" name="email" type="email" autoComplete="email" maxLength={254} aria-invalid={Boolean(errors.email)} aria-describedby={describedBy("email")} className={INPUT} />
              <FieldError id="email-error" error={errors.email} />
            </div>
            <div>
              <label htmlFor="password" className="text-sm font-medium text-ink-100">
                {t("login.password")}
              </label>
              <input
                id="password"
                name="password"
                type="password"
                autoComplete={registering ? "new-password" : "current-password"}
                aria-invalid={Boolean(errors.password)}
                aria-describedby={describedBy("password", registering ? "password-rules" : undefined)}
                className={INPUT}
              />
              {registering && (
                <p id="password-rules" className="mt-1.5 text-xs leading-5 text-ink-400">
                  {t("login.passwordRules")}
                </p>
              )}
              <FieldError id="password-error" error={errors.password} />
            </div>
            {registering && (
              <div>
                <label className="flex items-start gap-3 text-sm text-ink-200">
                  <input
                    type="checkbox"
                    name="terms"
                    aria-invalid={Boolean(errors.terms)}
                    aria-describedby={describedBy("terms")}
                    className="mt-0.5 size-4 accent-accent-500"
                  />
                  <span>
                    <RichText
                      text={t("login.acceptTerms")}
                      slots={{
                        terms: (
                          <Link to={localize(PATHS.terms)} className="font-medium text-accent-400 underline underline-offset-2">
                            {t("login.termsLink")}
                          </Link>
                        ),
                      }}
                    />
                  </span>
                </label>
                <FieldError id="terms-error" error={errors.terms} />
                <p className="mt-3 text-xs leading-5 text-ink-400">
                  <RichText
                    text={t("login.privacyNote")}
                    slots={{
                      privacy: (
                        <Link to={localize(PATHS.privacy)} className="underline underline-offset-2 hover:text-white">
                          {t("login.privacyLink")}
                        </Link>
                      ),
                    }}
                  />
                </p>
              </div>
            )}
            <button type="submit" disabled={pending} className="btn-primary w-full py-3.5 text-base">
              {pending ? t("login.pending") : registering ? t("login.submitRegister") : t("login.submitSignIn")}
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
