import { useCallback, useEffect, useState } from "react";
import { useAuth } from "~/auth/auth-provider";

/**
 * What one call of the dashboard's API answers, read once the member is known to be an
 * admin and again whenever `path` changes or `reload` is called. `data` keeps the last
 * answer while the next one loads, so a table does not flash empty between pages.
 */
export function useAdminData<T>(path: string | undefined) {
  const { call } = useAuth();
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!path) return;
    let current = true;
    setLoading(true);
    setError(undefined);
    call<T>(path).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [call, path, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { data, setData, error, loading, reload };
}
