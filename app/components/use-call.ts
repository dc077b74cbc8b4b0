import { useState } from "react";
import type { Notice } from "~/member/account-member";

/**
 * A call of an account form: whether it is running, and its answer for the form's notice.
 * `posted` is the answer the server gave to the form posted without JavaScript.
 */
export function useCall(posted?: Notice) {
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice>(posted);
  async function run<T>(task: () => Promise<T>, success: (result: T) => string | undefined): Promise<T | undefined> {
    setPending(true);
    setNotice(undefined);
    try {
      const result = await task();
      const text = success(result);
      if (text) setNotice({ kind: "success", text });
      return result;
    } catch (error) {
      setNotice({ kind: "error", text: error instanceof Error ? error.message : String(error) });
      return undefined;
    } finally {
      setPending(false);
    }
  }
  return { pending, notice, run };
}
