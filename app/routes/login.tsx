import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Link, redirect, useLocation, useNavigate, useSearchParams } from "react-router";
import { refusal } from "~/auth/api-client";
import { useAuth } from "~/auth/auth-provider";
import { useResumeSession } from "~/auth/use-resume-session";
import { withSignedInByFormMark } from "~/auth/signed-in-by-form";
import { FieldError, FormNotice, TextField } from "~/components/form-field";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { languageOfPath, PATHS, RETURN_PARAM, safeReturnPath } from "@shared/paths";
import { RichText } from "~/i18n/rich-text";
import { CREDENTIAL_RULES, EMAIL_SHAPE } from "@shared/credential-rules";
import { pageMeta } from "~/document/meta";
import { formAnswerHeaders } from "~/document/private-page";
import { readPostedForm } from "~/document/posted-form";
import { LEFT_PARAM, LEFT_WITH, type LeftWith, LOGIN_MODE } from "@shared/page-params";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "login.metaTitle", description: "login.description", noIndex: true });

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
  else if (!EMAIL_SHAPE.test(email)) errors.email = "login.invalidEmail";
  // Counted in code points, as the server counts them.
  const length = [...password].length;
  if (!password) errors.password = "login.required";
  else if (
    registering &&
    (length < CREDENTIAL_RULES.passwordMinCodePoints || length > CREDENTIAL_RULES.passwordMaxCodePoints)
  )
    errors.password = "login.passwordLength";
  if (registering && form.get("terms") !== "on") errors.terms = "login.termsRequired";
  return errors;
}

/** What the form keeps after a post without JavaScript (never the password). */
interface FormValues {
  name: string;
  email: string;
  terms: boolean;
}

type FormResult =
  | { kind: "invalid"; errors: Errors; values: FormValues }
  | { kind: "refused"; error: string; values: FormValues; secondFactor?: boolean }
  | { kind: "signedIn"; name: string; message: string }
  | { kind: "signedOut" };

/** The intent of the sign-out button's form. */
const SIGN_OUT = "sign-out";

/**
 * The form posted without JavaScript (or before the page's scripts have loaded): the same
 * checks and messages as in the browser, then the same API call, made in-process with the
 * visitor's address and cookies. The refresh cookie it sets signs the browser in; once
 * scripts run, the page turns it into an access token (useResumeSession below).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const noStore = { "Cache-Control": "no-store" };
  const cookies = (response: Response | undefined) => {
    const headers = new Headers(noStore);
    for (const cookie of response?.headers.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
    return headers;
  };

  if (form.get("intent") === SIGN_OUT) {
    const response = await context.callApi?.("/auth/logout", { method: "POST", language });
    return data<FormResult>({ kind: "signedOut" }, { headers: cookies(response) });
  }

  const registering = url.searchParams.get(LOGIN_MODE.param) === LOGIN_MODE.register;
  const values: FormValues = {
    name: String(form.get("name") ?? "").trim(),
    email: String(form.get("email") ?? "").trim(),
    terms: form.get("terms") === "on",
  };
  const errors = validate(form, registering);
  if (Object.keys(errors).length > 0)
    return data<FormResult>({ kind: "invalid", errors, values }, { status: 422, headers: noStore });

  const password = String(form.get("password"));
  const response = await context.callApi?.(registering ? "/auth/register" : "/auth/login", {
    method: "POST",
    language,
    body: registering
      ? {
          name: values.name,
          email: values.email,
          password,
          acceptedTerms: true,
          language: language === "de" ? "german" : "english",
        }
      : { email: values.email, password, code: String(form.get("code") ?? "").trim() || undefined },
  });
  if (!response)
    return data<FormResult>({ kind: "refused", error: "HTTP 503", values }, { status: 503, headers: noStore });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { status, headers, error } = refusal(response, body, cookies(response));
    const secondFactor = (body as { secondFactor?: unknown } | undefined)?.secondFactor === "required";
    return data<FormResult>({ kind: "refused", error, values, secondFactor }, { status, headers });
  }
  // Marked, so that the scripts of whichever page comes next pick the session up.
  const headers = withSignedInByFormMark(cookies(response));
  // Back to the page that sent the visitor here (the account page), as with JavaScript.
  const back = safeReturnPath(url.searchParams.get(RETURN_PARAM));
  if (back) throw redirect(back, { headers });
  const signedIn = body as { user: { name: string }; message: string };
  return data<FormResult>({ kind: "signedIn", name: signedIn.user.name, message: signedIn.message }, { headers });
}

/** An action's caching and retry headers reach the page's response (its cookies always do). */
export const headers: Route.HeadersFunction = formAnswerHeaders;

/** The query of the sign-in or the register form: the mode changes, where to go afterwards stays. */
function modeQuery(params: URLSearchParams, register: boolean): string {
  const query = new URLSearchParams(params);
  if (register) query.set(LOGIN_MODE.param, LOGIN_MODE.register);
  else query.delete(LOGIN_MODE.param);
  return `?${query.toString()}`;
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t, localize } = useLanguage();
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Why the account page sent the member here (signed out everywhere, account deleted): in
  // the navigation's state, or in the address after a form posted without JavaScript.
  const left = (useLocation().state as { left?: LeftWith } | null)?.left ?? params.get(LEFT_PARAM);
  const leftWith = (LEFT_WITH as readonly (string | null)[]).includes(left)
    ? t(`login.left.${left as LeftWith}`)
    : undefined;
  const registering = params.get(LOGIN_MODE.param) === LOGIN_MODE.register;
  // The answer to a post made without JavaScript, until the visitor acts again.
  const [posted, setPosted] = useState<FormResult | undefined>(actionData);
  const [errors, setErrors] = useState<Errors>(posted?.kind === "invalid" ? posted.errors : {});
  const [pending, setPending] = useState(false);
  const values = posted?.kind === "invalid" || posted?.kind === "refused" ? posted.values : undefined;
  const error = auth.error ?? (posted?.kind === "refused" ? posted.error : null);
  const firstInvalid = FIELDS.find((field) => errors[field]);
  // The account asks for a code of its second factor: the field appears and takes the focus.
  const [askCode, setAskCode] = useState(posted?.kind === "refused" && posted.secondFactor === true);
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (askCode) codeField.current?.focus();
  }, [askCode, posted]);
  useResumeSession(posted?.kind === "signedIn", () => setPosted(undefined));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPosted(undefined);
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
    const code = String(form.get("code") ?? "").trim() || undefined;
    const ok = registering
      ? await auth.register({ name: String(form.get("name")).trim(), email, password, acceptedTerms: true })
      : await auth.login(email, password, code);
    setPending(false);
    if (ok === "second-factor") {
      setAskCode(true);
      codeField.current?.focus();
      return;
    }
    // Back to the page that sent the visitor here (the account page), else to the courses.
    if (ok) void navigate(safeReturnPath(params.get(RETURN_PARAM)) ?? localize(PATHS.courses));
  }

  const tab = (register: boolean, label: MessageKey) => (
    <Link
      to={modeQuery(params, register)}
      replace
      aria-current={registering === register ? "page" : undefined}
      onClick={() => {
        setErrors({});
        setAskCode(false);
        setPosted(undefined);
        auth.clearError();
      }}
      className="flex-1 rounded-full px-4 py-2 text-center text-sm font-semibold text-ink-300 aria-[current=page]:bg-accent-500 aria-[current=page]:text-ink-950"
    >
      {t(label)}
    </Link>
  );

  const signedInName =
    auth.isAuthenticated && auth.user && !pending
      ? auth.user.name
      : posted?.kind === "signedIn"
        ? posted.name
        : undefined;
  if (signedInName !== undefined) {
    return (
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
        <h1 className="text-3xl font-bold text-white">{t("login.signedInAs", { name: signedInName })}</h1>
        <div className="mt-8 flex gap-3">
          <Link to={localize(PATHS.courses)} className="btn-primary">
            {t("login.toCourses")}
          </Link>
          <form
            method="post"
            action={localize(PATHS.login)}
            onSubmit={(event) => {
              event.preventDefault();
              setPosted({ kind: "signedOut" });
              void auth.logout();
            }}
          >
            <input type="hidden" name="intent" value={SIGN_OUT} />
            <button type="submit" className="btn-secondary">
              {t("login.signOut")}
            </button>
          </form>
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
          <nav
            aria-label={t("login.title")}
            className="mt-8 flex gap-1 rounded-full border border-ink-700 bg-ink-900 p-1"
          >
            {tab(false, "login.signInTab")}
            {tab(true, "login.registerTab")}
          </nav>
          <form
            method="post"
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-labelledby="form-title"
            className="mt-6 space-y-5 rounded-card border border-ink-700 bg-ink-900/80 p-6 sm:p-8"
          >
            <h2 id="form-title" className="text-xl font-semibold text-white">
              {registering ? t("login.registerTitle") : t("login.signInTitle")}
            </h2>
            {error && <FormNotice kind="error">{error}</FormNotice>}
            {posted?.kind === "signedOut" && <FormNotice kind="success">{t("auth.loggedOut")}</FormNotice>}
            {leftWith && !error && !posted && <FormNotice kind="success">{leftWith}</FormNotice>}
            {registering && (
              <TextField
                name="name"
                label={t("login.name")}
                error={errors.name}
                focus={firstInvalid === "name"}
                autoComplete="name"
                maxLength={CREDENTIAL_RULES.nameMaxCodePoints}
                defaultValue={values?.name}
              />
            )}
            <TextField
              name="email"
              label={t("login.email")}
              error={errors.email}
              focus={firstInvalid === "email"}
              type="email"
              autoComplete="email"
              maxLength={CREDENTIAL_RULES.emailMaxLength}
              defaultValue={values?.email}
            />
            <TextField
              name="password"
              label={t("login.password")}
              error={errors.password}
              focus={firstInvalid === "password"}
              type="password"
              autoComplete={registering ? "new-password" : "current-password"}
              hint={registering ? t("login.passwordRules") : undefined}
            />
            {!registering && askCode && (
              <TextField
                ref={codeField}
                name="code"
                label={t("login.code")}
                // Without JavaScript the page comes back asking for it: the cursor goes there.
                focus={posted?.kind === "refused" && posted.secondFactor === true}
                inputMode="text"
                autoComplete="one-time-code"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={32}
                hint={t("login.codeHint")}
              />
            )}
            {!registering && (
              <p className="-mt-2 text-right text-sm">
                <Link
                  to={localize(PATHS.forgotPassword)}
                  className="font-medium text-accent-400 underline-offset-2 hover:underline"
                >
                  {t("reset.forgotLink")}
                </Link>
              </p>
            )}
            {registering && (
              <div>
                <label className="flex items-start gap-3 text-sm text-ink-200">
                  <input
                    type="checkbox"
                    name="terms"
                    defaultChecked={values?.terms}
                    autoFocus={firstInvalid === "terms"}
                    aria-invalid={Boolean(errors.terms)}
                    aria-describedby={errors.terms ? "terms-error" : undefined}
                    className="mt-0.5 size-4 accent-accent-500"
                  />
                  <span>
                    <RichText
                      text={t("login.acceptTerms")}
                      slots={{
                        terms: (
                          <Link
                            to={localize(PATHS.terms)}
                            className="font-medium text-accent-400 underline underline-offset-2"
                          >
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

export { PageError as ErrorBoundary } from "~/components/page-error";
