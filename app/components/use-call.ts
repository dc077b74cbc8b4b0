import { useState } from "react";

export type Notice = { kind: "success" | "error"; text: string } | undefined;

/** A call of an account form: whether it is running, and its answer for the form's notice. */
export function useCall() {
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice>();
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
