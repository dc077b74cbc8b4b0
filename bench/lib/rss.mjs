// Memory of the site server: the resident set (VmRSS) of the node process that serves,
// found below the process the bench started (`npm run serve` is a shell, and tsx starts
// node once more), never the wrapper's.
import { readdirSync, readFileSync } from "node:fs";

function children(pid) {
  const found = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name sits in parentheses and may hold spaces: the parent id follows it.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) found.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

const isNode = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "node";
  } catch {
    return false;
  }
};

/** The node process at the end of the chain that starts with `rootPid`. */
export function servingNodePid(rootPid) {
  let pid = rootPid;
  for (;;) {
    const next = children(pid).find(isNode) ?? children(pid)[0];
    if (next === undefined) return isNode(pid) ? pid : undefined;
    pid = next;
  }
}

/** VmRSS in MB, or undefined when the process is gone. */
export function rssMB(pid) {
  try {
    const kB = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kB === undefined ? undefined : Number(kB) / 1024;
  } catch {
    return undefined;
  }
}

/** Samples VmRSS every 100 ms until stop(), which answers the peak and the number of samples. */
export function sampleRss(pid) {
  let peak = 0;
  let samples = 0;
  const take = () => {
    const mb = rssMB(pid);
    if (mb === undefined) return;
    samples++;
    peak = Math.max(peak, mb);
  };
  take();
  const timer = setInterval(take, 100);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peakMB: peak, samples };
    },
  };
}
