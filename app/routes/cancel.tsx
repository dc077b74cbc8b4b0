import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { refusal } from "~/auth/api-client";
import { useAuth } from "~/auth/auth-provider";
import { useMemberSubscriptions, useSubscriptionTitle } from "~/components/account-subscriptions";
import { FieldError, FormNotice, INPUT_CLASS, TextField } from "~/components/form-field";
import { ErrorSummary } from "~/features/cancellation/error-summary";
import { ReceiptFacts } from "~/features/cancellation/receipt-facts";
import { useFocusAfterSubmit } from "~/browser/use-focus-after-submit";
import { pageMeta } from "~/document/meta";
import { readPostedForm } from "~/document/posted-form";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/document/private-page";
import type { MessageKey } from "~/i18n/en";
import { formatLongDate } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import {
  CANCELLATION_KINDS,
  CANCELLATION_RULES,
  type CancellationKind,
  type CancellationReceipt,
  formatReceiptMoment,
  todayInReceiptZone,
} from "@shared/cancellation-rules";
import { CREDENTIAL_RULES, EMAIL_SHAPE } from "@shared/credential-rules";
import { languageOfPath, PATHS } from "@shared/paths";
import { COMPANY_NAME } from "@shared/site.config";
import type { Route } from "./+types/cancel";

/**
 * The cancellation button (§ 312k BGB, docs/decisions/014-cancellation-button.md): a form
 * that needs no account and no JavaScript. It posts to this route's action, which checks
 * the fields, hands them to the API in-process and shows the confirmation of receipt.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "cancel.metaTitle", description: "cancel.metaDescription" });

export const headers: Route.HeadersFunction = privatePageHeaders;

/**
 * The earliest end date the date field offers, from the server: working it out in the
 * browser loads the time zone data while the page hydrates, a long task on a phone
 * (docs/decisions/021-no-locale-data-while-hydrating.md).
 */
export function loader() {
  return { today: todayInReceiptZone(new Date()) };
}

type Field = "name" | "email" | "contract" | "kind" | "reason" | "endDate";
type Errors = Partial<Record<Field, MessageKey>>;

interface Values {
  name: string;
  email: string;
  contract: string;
  kind: CancellationKind;
  reason: string;
  end: "asap" | "date";
  endDate: string;
  /** A Stripe subscription of the signed-in member, chosen on the page; "" for another contract. */
  subscription: string;
}

type Result =
  | { kind: "invalid"; errors: Errors; values: Values }
  | { kind: "refused"; error: string; values: Values }
  | { kind: "received"; receipt: CancellationReceipt; carriedOut: boolean; awaitingOwner: boolean };

const FIELD_ORDER: Field[] = ["name", "email", "contract", "kind", "reason", "endDate"];

function readValues(form: FormData): Values {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const kind = text("kind");
  return {
    name: text("name"),
    email: text("email"),
    contract: text("contract"),
    kind: (CANCELLATION_KINDS as readonly string[]).includes(kind) ? (kind as CancellationKind) : "ordinary",
    reason: text("reason"),
    end: text("end") === "date" ? "date" : "asap",
    endDate: text("endDate"),
    subscription: /^sub_\w{1,200}$/.test(text("subscription")) ? text("subscription") : "",
  };
}

/** The same rules as the API (shared/), with a message per field. */
function validate(form: FormData, values: Values, today: string): Errors {
  const errors: Errors = {};
  const length = (value: string) => [...value].length;
  if (!values.name || length(values.name) > CREDENTIAL_RULES.nameMaxCodePoints) errors.name = "cancel.nameInvalid";
  if (!EMAIL_SHAPE.test(values.email) || values.email.length > CREDENTIAL_RULES.emailMaxLength)
    errors.email = "cancel.emailInvalid";
  if (!values.contract || length(values.contract) > CANCELLATION_RULES.contractMaxLength)
    errors.contract = "cancel.contractInvalid";
  if (!(CANCELLATION_KINDS as readonly string[]).includes(String(form.get("kind")))) errors.kind = "cancel.kindInvalid";
  if (length(values.reason) > CANCELLATION_RULES.reasonMaxLength) errors.reason = "cancel.reasonInvalid";
  if (values.end === "date" && !(/^\d{4}-\d{2}-\d{2}$/.test(values.endDate) && values.endDate >= today))
    errors.endDate = "cancel.endDateInvalid";
  return errors;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  const language = languageOfPath(new URL(request.url).pathname);
  const values = readValues(form);
  const errors = validate(form, values, todayInReceiptZone(new Date()));
  if (Object.keys(errors).length > 0)
    return data<Result>({ kind: "invalid", errors, values }, { status: 422, headers: PRIVATE_PAGE_HEADERS });

  // Sent only with a chosen subscription: the API checks it is the member's own.
  const bearer = values.subscription ? String(form.get("accessToken") ?? "") || undefined : undefined;
  const response = await context.callApi?.("/cancellations", {
    method: "POST",
    language,
    bearer,
    body: {
      name: values.name,
      email: values.email,
      contract: values.contract,
      kind: values.kind,
      ...(values.reason ? { reason: values.reason } : {}),
      endDate: values.end === "date" ? values.endDate : null,
      ...(values.subscription ? { subscription: values.subscription } : {}),
    },
  });
  const body: unknown = await response?.json().catch(() => undefined);
  if (!response?.ok) {
    const { status, headers, error } = refusal(response, body, PRIVATE_PAGE_HEADERS);
    return data<Result>({ kind: "refused", error, values }, { status, headers });
  }
  const { cancellation, carriedOut, awaitingOwner } = body as {
    cancellation: CancellationReceipt;
    carriedOut: boolean;
    awaitingOwner: boolean;
  };
  return data<Result>(
    { kind: "received", receipt: cancellation, carriedOut, awaitingOwner },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

const CARD = "rounded-card border border-ink-700 bg-ink-900/80 p-6 sm:p-8";
const LABEL = "text-sm font-medium text-ink-100";
const HINT = "mt-1.5 text-xs leading-5 text-ink-400";
const CHOICE =
  "flex items-start gap-3 rounded-xl border border-ink-700 bg-ink-950/60 px-4 py-3 has-[:checked]:border-accent-400";
const RADIO = "mt-1 size-4 shrink-0 accent-accent-400";

/** What the visitor sent, and when it arrived: the page to save or print. */
function Confirmation({
  receipt,
  carriedOut,
  awaitingOwner,
}: {
  receipt: CancellationReceipt;
  carriedOut: boolean;
  awaitingOwner: boolean;
}) {
  const { t, language, localize } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // Printing needs scripts; without them the browser's own menu saves or prints the page.
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => {
    setCanPrint(true);
    heading.current?.focus();
  }, []);
  return (
    <div className={CARD} data-testid="cancellation-receipt">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white outline-none sm:text-3xl">
        {t("cancel.doneTitle")}
      </h1>
      <p className="mt-3 font-semibold text-gain-400">
        {t("cancel.receivedAt", { moment: formatReceiptMoment(receipt.receivedAt, language) })}
      </p>
      <h2 className="mt-6 text-lg font-semibold text-white">{t("cancel.summary")}</h2>
      <ReceiptFacts receipt={receipt} />
      <p className="mt-6 text-ink-300">{t("cancel.doneMail", { email: receipt.email })}</p>
      {(carriedOut || awaitingOwner) && (
        <p className="mt-3 text-ink-300">{t(carriedOut ? "cancel.nextStepsDone" : "cancel.nextSteps")}</p>
      )}
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        {canPrint && (
          <button type="button" className="btn-primary" onClick={() => window.print()}>
            {t("cancel.print")}
          </button>
        )}
        <Link to={localize(PATHS.home)} className="btn-secondary">
          {t("cancel.toHome")}
        </Link>
      </div>
    </div>
  );
}

export default function Cancel({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language, localize } = useLanguage();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const result = actionData;
  const values = result && result.kind !== "received" ? result.values : undefined;
  const errors = result?.kind === "invalid" ? result.errors : {};
  const firstProblem = FIELD_ORDER.find((field) => errors[field]);
  const [kind, setKind] = useState<CancellationKind>(values?.kind ?? "ordinary");
  const [end, setEnd] = useState<"asap" | "date">(values?.end ?? "asap");
  const { today } = loaderData;
  // Signed in with JavaScript: the member's running subscriptions to choose from.
  const { user, accessToken } = useAuth();
  const { subscriptions } = useMemberSubscriptions(Boolean(user));
  const running = subscriptions?.filter((subscription) => !subscription.cancelAtPeriodEnd) ?? [];
  const [chosen, setChosen] = useState(values?.subscription ?? "");
  const chosenSubscription = running.find((subscription) => subscription.id === chosen);
  const title = useSubscriptionTitle();
  const tokenField = useRef<HTMLInputElement>(null);
  // After a submit: the error summary, else the refusal, takes the focus.
  const formArea = useFocusAfterSubmit<HTMLDivElement>(result);

  if (result?.kind === "received") {
    return (
      <div className="hero-glow">
        <div className="container-page flex justify-center py-14 sm:py-20">
          <div className="w-full max-w-2xl">
            <Confirmation
              receipt={result.receipt}
              carriedOut={result.carriedOut}
              awaitingOwner={result.awaitingOwner}
            />
          </div>
        </div>
      </div>
    );
  }

  const described = (field: Field, hint?: string) =>
    [errors[field] ? `${field}-error` : undefined, hint].filter(Boolean).join(" ") || undefined;

  return (
    <div className="hero-glow">
      <div className="container-page flex justify-center py-14 sm:py-20">
        <div className="w-full max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{t("cancel.title")}</h1>
          <p className="mt-3 text-ink-300">{t("cancel.intro", { company: COMPANY_NAME })}</p>
          {/* A new form after each answer: the fields start from what was sent. */}
          <div ref={formArea}>
            <Form
              key={navigation.state === "idle" ? JSON.stringify(values ?? {}) : undefined}
              method="post"
              action={localize(PATHS.cancel)}
              noValidate
              className={`mt-8 space-y-6 ${CARD}`}
              onSubmit={() => {
                // The token is read as the form leaves, so it is the one the page holds now.
                if (tokenField.current) tokenField.current.value = accessToken() ?? "";
              }}
            >
              {result?.kind === "refused" && <FormNotice kind="error">{result.error}</FormNotice>}
              <ErrorSummary
                problems={FIELD_ORDER.flatMap((field) => {
                  const error = errors[field];
                  return error ? [{ id: field, error }] : [];
                })}
              />
              <TextField
                name="name"
                label={t("cancel.name")}
                error={errors.name}
                focus={firstProblem === "name"}
                autoComplete="name"
                required
                defaultValue={values?.name}
              />
              <TextField
                name="email"
                label={t("cancel.email")}
                error={errors.email}
                focus={firstProblem === "email"}
                type="email"
                autoComplete="email"
                required
                defaultValue={values?.email}
                hint={t("cancel.emailHint")}
              />
              {running.length > 0 && (
                <fieldset aria-describedby="subscription-hint" data-testid="cancel-subscriptions">
                  <legend className={LABEL}>{t("cancel.subscription")}</legend>
                  <p id="subscription-hint" className={HINT}>
                    {t("cancel.subscriptionHint")}
                  </p>
                  <div className="mt-2 space-y-3">
                    {running.map((subscription) => (
                      <label key={subscription.id} className={CHOICE}>
                        <input
                          type="radio"
                          name="subscription"
                          value={subscription.id}
                          checked={chosen === subscription.id}
                          onChange={() => setChosen(subscription.id)}
                          className={RADIO}
                        />
                        <span>
                          <span className="block font-medium text-white">{title(subscription)}</span>
                          {subscription.currentPeriodEnd && (
                            <span className="mt-0.5 block text-xs leading-5 text-ink-400">
                              {t("account.renewsOn", {
                                date: formatLongDate(subscription.currentPeriodEnd.slice(0, 10), language),
                              })}
                            </span>
                          )}
                          {subscription.endsIfCancelledNow && (
                            <span
                              className="mt-0.5 block text-xs leading-5 text-ink-200"
                              data-testid="ends-if-cancelled-now"
                            >
                              {t("cancel.endsIfCancelledNow", {
                                date: formatLongDate(subscription.endsIfCancelledNow, language),
                              })}
                            </span>
                          )}
                        </span>
                      </label>
                    ))}
                    <label className={CHOICE}>
                      <input
                        type="radio"
                        name="subscription"
                        value=""
                        checked={!chosenSubscription}
                        onChange={() => setChosen("")}
                        className={RADIO}
                      />
                      <span className="font-medium text-white">{t("cancel.subscriptionOther")}</span>
                    </label>
                  </div>
                </fieldset>
              )}
              {chosenSubscription ? (
                <>
                  <input
                    type="hidden"
                    name="contract"
                    value={`${title(chosenSubscription)} (${chosenSubscription.id})`}
                  />
                  <input type="hidden" name="accessToken" ref={tokenField} />
                </>
              ) : (
                <TextField
                  name="contract"
                  label={t("cancel.contract")}
                  error={errors.contract}
                  focus={firstProblem === "contract"}
                  required
                  maxLength={CANCELLATION_RULES.contractMaxLength}
                  defaultValue={values?.contract}
                  hint={t("cancel.contractHint")}
                />
              )}

              <fieldset aria-describedby={described("kind")}>
                <legend className={LABEL}>{t("cancel.kind")}</legend>
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  {CANCELLATION_KINDS.map((option) => (
                    <label key={option} className={CHOICE}>
                      <input
                        // The first choice is where the error summary's link leads.
                        id={option === CANCELLATION_KINDS[0] ? "kind" : undefined}
                        type="radio"
                        name="kind"
                        value={option}
                        checked={kind === option}
                        onChange={() => setKind(option)}
                        autoFocus={firstProblem === "kind" && option === "ordinary"}
                        className={RADIO}
                      />
                      <span>
                        <span className="block font-medium text-white">{t(`cancel.kind.${option}`)}</span>
                        <span className="mt-0.5 block text-xs leading-5 text-ink-400">
                          {t(`cancel.kind.${option}Hint`)}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
                <FieldError id="kind-error" error={errors.kind} />
              </fieldset>

              <div>
                <label htmlFor="reason" className={LABEL}>
                  {t("cancel.reason")}
                </label>
                <textarea
                  id="reason"
                  name="reason"
                  rows={3}
                  maxLength={CANCELLATION_RULES.reasonMaxLength}
                  autoFocus={firstProblem === "reason"}
                  aria-invalid={Boolean(errors.reason)}
                  aria-describedby={described("reason", "reason-hint")}
                  defaultValue={values?.reason}
                  className={INPUT_CLASS}
                />
                <p id="reason-hint" className={HINT}>
                  {t("cancel.reasonHint")}
                </p>
                <FieldError id="reason-error" error={errors.reason} />
              </div>

              <fieldset aria-describedby={described("endDate", "end-rule")}>
                <legend className={LABEL}>{t("cancel.end")}</legend>
                <div className="mt-2 space-y-3">
                  <label className={CHOICE}>
                    <input
                      type="radio"
                      name="end"
                      value="asap"
                      checked={end === "asap"}
                      onChange={() => setEnd("asap")}
                      className={RADIO}
                    />
                    <span className="font-medium text-white">{t("cancel.end.asap")}</span>
                  </label>
                  <div className={`${CHOICE} flex-col`}>
                    <label className="flex items-start gap-3">
                      <input
                        type="radio"
                        name="end"
                        value="date"
                        checked={end === "date"}
                        onChange={() => setEnd("date")}
                        className={RADIO}
                      />
                      <span className="font-medium text-white">{t("cancel.end.date")}</span>
                    </label>
                    <div className="w-full pl-7">
                      <label htmlFor="endDate" className="sr-only">
                        {t("cancel.endDate")}
                      </label>
                      <input
                        id="endDate"
                        name="endDate"
                        type="date"
                        min={today}
                        defaultValue={values?.endDate}
                        autoFocus={firstProblem === "endDate"}
                        aria-invalid={Boolean(errors.endDate)}
                        aria-describedby={errors.endDate ? "endDate-error" : undefined}
                        onChange={(event) => event.target.value && setEnd("date")}
                        className={`${INPUT_CLASS} sm:max-w-xs`}
                      />
                    </div>
                  </div>
                </div>
                <FieldError id="endDate-error" error={errors.endDate} />
                <p id="end-rule" className={HINT}>
                  {t("cancel.end.rule")}
                </p>
              </fieldset>

              <button type="submit" disabled={sending} className="btn-primary w-full py-3.5 text-base">
                {sending ? t("cancel.sending") : t("cancel.submit")}
              </button>
            </Form>
          </div>
        </div>
      </div>
    </div>
  );
}

export { PageError as ErrorBoundary } from "~/components/page-error";
