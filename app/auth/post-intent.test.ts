import type { AppLoadContext } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { field, type IntentPost, postIntent } from "./post-intent";

type Call = Parameters<NonNullable<AppLoadContext["callApi"]>>;

/** A page form posted to /de/member/account, and an API that answers `answer`. */
function posted(fields: Record<string, string>, answer: () => Response) {
  const calls: Call[] = [];
  const callApi = vi.fn(async (...call: Call) => {
    calls.push(call);
    return answer();
  });
  const request = new Request("http://localhost/de/member/account", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return { args: { request, context: { callApi } as unknown as AppLoadContext }, calls };
}

const POSTS: Record<"profile" | "password", IntentPost<string>> = {
  profile: {
    path: "/auth/me",
    method: "PATCH",
    body: (form) => ({ name: field(form, "name") }),
    check: (form) => (field(form, "name").trim() ? undefined : "name missing"),
  },
  password: { path: "/auth/password", method: "POST" },
};

describe("postIntent", () => {
  test("a problem the post's check finds is the answer: the API is not asked", async () => {
    const { args, calls } = posted({ intent: "profile", name: "  " }, () => Response.json({}));
    const outcome = await postIntent(args, POSTS, "/member/account");
    expect(outcome).toMatchObject({ intent: "profile", problem: "name missing" });
    expect(outcome?.headers.get("Cache-Control")).toBe("no-store");
    expect(calls).toEqual([]);
  });

  test("a form that passes its check goes to the API as the member, in the page's language", async () => {
    const { args, calls } = posted({ intent: "profile", name: "Ada" }, () =>
      Response.json({ message: "Gespeichert" }, { headers: { "Set-Cookie": "a=b" } }),
    );
    const outcome = await postIntent(args, POSTS, "/member/account");
    expect(calls).toEqual([["/auth/me", { method: "PATCH", language: "de", body: { name: "Ada" }, asMember: true }]]);
    expect(outcome).toMatchObject({ intent: "profile", body: { message: "Gespeichert" }, language: "de" });
    expect(outcome?.headers.get("Set-Cookie")).toBe("a=b");
  });

  test("a refusal comes back as the form's notice with the API's status", async () => {
    const { args } = posted({ intent: "password" }, () =>
      Response.json({ error: "Das aktuelle Passwort ist falsch." }, { status: 403 }),
    );
    expect(await postIntent(args, POSTS, "/member/account")).toMatchObject({
      refused: { intent: "password", notice: { kind: "error", text: "Das aktuelle Passwort ist falsch." } },
      status: 403,
    });
  });

  test("an intent the page does not know is undefined, and an ended session leads to sign-in", async () => {
    expect(await postIntent(posted({ intent: "other" }, () => Response.json({})).args, POSTS, "/x")).toBeUndefined();
    const ended = posted({ intent: "password" }, () => Response.json({ error: "401" }, { status: 401 }));
    const thrown = await postIntent(ended.args, POSTS, "/member/account").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/de\/login\?next=/);
  });
});
