import { type ReactNode, useRef, useState } from "react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import { field, type IntentPost, postIntent } from "~/auth/post-intent";
import { useAuth } from "~/auth/auth-provider";
import { useResumeSession } from "~/auth/use-resume-session";
import { useSignInFirst } from "~/auth/use-sign-in-first";
import { AddressConfirmNotice } from "~/features/account/address-confirm-notice";
import { PaymentPortal } from "~/features/account/payment-portal";
import { SecondFactorSettings } from "~/features/account/second-factor-settings";
import { DataSettings, ProfileSettings, SecuritySettings } from "~/features/account/account-settings";
import { AccountSubscriptions } from "~/components/account-subscriptions";
import { MAIN_ID } from "~/components/site-shell";
import { MEMBER_PAGE_HEADERS, memberPageHeaders } from "~/document/private-page";
import { type AccountIntent, AccountMemberContext, type AccountPosted, requiredMissing } from "~/member/account-member";
import { readAccountMember } from "~/features/account/account-member.server";
import { CourseProgress } from "~/components/course-progress";
import { type CourseSummary, courseSummaries } from "~/content/courses/views.server";
import { pageMeta } from "~/document/meta";
import type { MessageKey } from "~/i18n/en";
import { formatHours, formatLongDate } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import { useCourseWayOn, useProgressTotals } from "~/member/lesson-progress";
import { useProgressMergedFor } from "~/member/use-progress-sync";
import { normalizeLanguage } from "@shared/language";
import { LEFT_PARAM, type LeftWith } from "@shared/page-params";
import { languageOfPath, localizePath, PATHS, signInThenBack } from "@shared/paths";
import type { Route } from "./+types/member-account";

/** A member's own page: kept out of search results. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "account.metaTitle", description: "account.metaDescription", noIndex: true });

/**
 * The member the request's refresh cookie names, read on the server so that the page and
 * its forms work without JavaScript (docs/decisions/019-account-page-without-javascript.md).
 * A visitor who arrives signed out is sent to sign in by the server; a navigation inside
 * the running app leaves that to the browser's session, which knows of a refresh in flight.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const courses = courseSummaries(language);
  const member = await readAccountMember(context.callApi, language, courses);
  if (member === null && isDocument(request))
    throw redirect(signInThenBack(PATHS.account, language), { headers: MEMBER_PAGE_HEADERS });
  return data({ courses, member: member ?? undefined }, { headers: MEMBER_PAGE_HEADERS });
}

/** A request for the page itself (a form posted without JavaScript), not for its data. */
const isDocument = (request: Request) => (request.headers.get("Accept") ?? "").includes("text/html");

/**
 * A form's call to the API, and where a form that ends the session leads. An empty required
 * field is answered at the field, named by its label, as in the browser (`check`).
 */
interface AccountPost extends IntentPost<MessageKey> {
  leave?: LeftWith;
}

const POSTS: Record<AccountIntent, AccountPost> = {
  profile: {
    path: "/auth/me",
    method: "PATCH",
    body: (form) => ({ name: field(form, "name"), language: field(form, "language") }),
    check: (form) => requiredMissing("profile", form),
  },
  email: {
    path: "/auth/email-change",
    method: "POST",
    body: (form) => ({ newEmail: field(form, "newEmail").trim(), currentPassword: field(form, "emailPassword") }),
  },
  "confirm-address": { path: "/auth/email-confirm", method: "POST" },
  password: {
    path: "/auth/password",
    method: "POST",
    body: (form) => ({ currentPassword: field(form, "currentPassword"), newPassword: field(form, "newPassword") }),
  },
  "second-factor-setup": {
    path: "/auth/second-factor/setup",
    method: "POST",
    body: (form) => ({ password: field(form, "secondFactorPassword") }),
  },
  "second-factor-enable": {
    path: "/auth/second-factor/enable",
    method: "POST",
    body: (form) => ({ code: field(form, "secondFactorCode").trim() }),
  },
  "second-factor-disable": {
    path: "/auth/second-factor/disable",
    method: "POST",
    body: (form) => ({ password: field(form, "secondFactorPassword"), code: field(form, "secondFactorCode").trim() }),
  },
  "sign-out": { path: "/auth/logout", method: "POST", leave: "signed-out" },
  "sign-out-everywhere": { path: "/auth/logout-everywhere", method: "POST", leave: "everywhere" },
  delete: {
    path: "/auth/me",
    method: "DELETE",
    body: (form) => ({ password: field(form, "password") }),
    check: (form) => requiredMissing("delete", form),
    leave: "deleted",
  },
};

/**
 * The account page's forms, with JavaScript (a fetcher, useAccountForm) and without: their
 * API calls in-process as the member the request's cookie names. The answer is the form's,
 * with the API's (the second factor's secret and recovery codes, the changed member).
 * Without JavaScript it comes back with the page, and a form that ends the session leads
 * to the sign-in page, which says why; with JavaScript the page ends the browser's session
 * and leads there itself, and shows a new language itself (it stores the choice too).
 */
export async function action(args: Route.ActionArgs) {
  const posted = await postIntent(args, POSTS, PATHS.account);
  if (!posted) return data(undefined, { status: 400, headers: MEMBER_PAGE_HEADERS });
  if (posted.refused) return data<AccountPosted>(posted.refused, { status: posted.status, headers: posted.headers });
  if (posted.problem)
    return data<AccountPosted>(
      { intent: posted.intent, invalid: posted.problem },
      { status: 422, headers: posted.headers },
    );
  const { intent, post, form, body, headers, language } = posted;
  if (isDocument(args.request)) {
    // The sign-in page from its top: an explicit fragment, since a redirect without one keeps
    // the fragment of the form's address (the account page's section).
    if (post.leave)
      throw redirect(`${localizePath(PATHS.login, language)}?${LEFT_PARAM}=${post.leave}#${MAIN_ID}`, { headers });
    // A new language shows the page in it, as it does with JavaScript.
    const chosen = normalizeLanguage(field(form, "language"));
    if (intent === "profile" && chosen !== language) throw redirect(localizePath(PATHS.account, chosen), { headers });
  }
  const { message } = body as { message: string };
  return data<AccountPosted>(
    { intent, notice: { kind: "success", text: message }, body, ...(post.leave ? { leave: post.leave } : {}) },
    { headers },
  );
}

/**
 * After a form that ended the session there is nothing to read again: the member is gone,
 * and the page leads to the sign-in page (account-settings.tsx). Read again, the page would
 * lose the server's member and ask the API from the browser with the ended session.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as AccountPosted | undefined)?.leave ? false : defaultShouldRevalidate;
}

export const headers = memberPageHeaders;

const CARD = "rounded-card border border-ink-700 bg-ink-900/70 p-6";

/** One course with its progress and the way on: its next lesson, or the course to review. */
function CourseRow({ course, storedOnServer }: { course: CourseSummary; storedOnServer?: string[] }) {
  const { t, localize } = useLanguage();
  const { completed, next, target, label } = useCourseWayOn(
    course.slug,
    course.lessons.map((lesson) => lesson.slug),
    storedOnServer,
  );
  const nextLesson = course.lessons.find((lesson) => lesson.slug === next);

  return (
    <li className={`${CARD} flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between`} data-course={course.slug}>
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold text-white">{course.title}</h3>
        <p className="mt-1 text-sm text-ink-300">
          {completed === undefined
            ? "\u00a0"
            : nextLesson
              ? t("account.nextLesson", { lesson: nextLesson.title })
              : t("account.courseDone")}
        </p>
        <CourseProgress
          done={completed?.size}
          total={course.lessons.length}
          courseTitle={course.title}
          className="mt-4"
        />
      </div>
      <Link to={localize(target)} className="btn-primary shrink-0 self-start sm:self-auto">
        {t(label)}
        <span className="sr-only">: {course.title}</span>
      </Link>
    </li>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-ink-700 bg-ink-950/60 px-4 py-3">
      <dt className="text-xs font-medium text-ink-300">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-white tabular-nums">{children}</dd>
    </div>
  );
}

export default function MemberAccount({ loaderData }: Route.ComponentProps) {
  const { t, language, localize } = useLanguage();
  const auth = useAuth();
  const navigate = useNavigate();
  const { courses, member } = loaderData;
  // The browser's session and progress once known; the server's until then (and without JavaScript).
  const user = auth.user ?? member?.user;
  // The account's progress until this page has merged the browser's with it: on a device
  // used for the first time the browser's keys are empty until then.
  const serverProgress = useProgressMergedFor() === member?.user.id ? undefined : member;
  const browserTotals = useProgressTotals(courses);
  const totals = serverProgress?.totals ?? browserTotals;
  const lessonCount = courses.reduce((sum, course) => sum + course.lessons.length, 0);
  const signingOut = useRef(false);

  // A member the server knew while the browser holds no session yet (a sign-in without
  // JavaScript leaves no token here) is picked up from the refresh cookie, not sent to sign
  // in again. Once the browser's session has been seen, its end leads to sign-in as always.
  const [seenSignedIn, setSeenSignedIn] = useState(false);
  if (auth.user && !seenSignedIn) setSeenSignedIn(true);
  const pickUp = member !== undefined && !seenSignedIn;
  useSignInFirst(PATHS.account, () => signingOut.current || pickUp);
  useResumeSession(
    pickUp && !signingOut.current,
    () => void navigate(signInThenBack(PATHS.account, language), { replace: true }),
  );

  if (!user) {
    return (
      <div className="container-page flex min-h-[60vh] items-center justify-center py-16">
        <h1 className="text-lg text-ink-300" role="status">
          {t("account.loading")}
        </h1>
      </div>
    );
  }

  const date = (iso: string | null) => (iso ? formatLongDate(iso.slice(0, 10), language) : "–");
  const known = (value: number | undefined) => (value === undefined ? "–" : value);

  return (
    <AccountMemberContext.Provider value={member}>
      <div className="container-page py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight break-words text-white sm:text-4xl">
          {t("account.welcome", { name: user.name })}
        </h1>
        <p className="mt-3 text-ink-300">{t("account.intro")}</p>
        <AddressConfirmNotice />
        {user.role === "admin" && (
          <Link to={localize(PATHS.admin)} className="mt-5 btn-secondary inline-flex">
            {t("account.adminLink")}
          </Link>
        )}

        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="account-courses">
            <h2 id="account-courses" className="text-xl font-bold text-white">
              {t("account.courses")}
            </h2>
            <ul className="mt-4 space-y-4">
              {courses.map((course) => (
                <CourseRow key={course.slug} course={course} storedOnServer={serverProgress?.completed[course.slug]} />
              ))}
            </ul>
          </section>

          <div className="space-y-10">
            <section aria-labelledby="account-statistics">
              <h2 id="account-statistics" className="text-xl font-bold text-white">
                {t("account.statistics")}
              </h2>
              <dl className="mt-4 grid grid-cols-2 gap-3" data-testid="account-statistics">
                <Figure label={t("account.totalSignIns")}>{user.signInCount}</Figure>
                <Figure label={t("account.memberSince")}>{date(user.createdAt)}</Figure>
                <Figure label={t("account.lastActivity")}>{date(user.lastSignInAt)}</Figure>
                <Figure label={t("account.coursesCompleted")}>{known(totals?.coursesCompleted)}</Figure>
                <Figure label={t("account.hoursWatched")}>
                  {totals ? formatHours(totals.watchedSeconds, language) : "–"}
                </Figure>
                <Figure label={t("account.modules")}>
                  {totals ? t("account.ofTotal", { done: totals.coursesCompleted, total: courses.length }) : "–"}
                </Figure>
                <Figure label={t("account.lessons")}>
                  {totals ? t("account.ofTotal", { done: totals.lessonsCompleted, total: lessonCount }) : "–"}
                </Figure>
              </dl>
            </section>

            <section aria-labelledby="account-subscriptions">
              <h2 id="account-subscriptions" className="text-xl font-bold text-white">
                {t("account.subscriptions")}
              </h2>
              <AccountSubscriptions stored={member?.subscriptions} />
              {member?.paymentPortal && <PaymentPortal />}
            </section>
          </div>
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-3">
          <ProfileSettings />
          <SecuritySettings
            onSigningOut={() => (signingOut.current = true)}
            onSignOut={() => {
              signingOut.current = true;
              void auth.logout().then(() => navigate(localize(PATHS.login)));
            }}
          />
          <DataSettings onSigningOut={() => (signingOut.current = true)} />
        </div>
        <SecondFactorSettings />
      </div>
    </AccountMemberContext.Provider>
  );
}

export { PageError as ErrorBoundary } from "~/components/page-error";
