import zlib from "node:zlib";
import type { Language } from "@shared/language";
import type { SiteSearch } from "@shared/search";
import { brotliBuffer, gzipBuffer } from "../http/compress-buffer";

/** How many answers are kept (each some 2–10 KB with its compressed forms: a few MB at most). */
const MAX_ANSWERS = 1000;
/** Longer queries are answered but not kept: the cut makes them rare and alike, and keys stay small. */
const MAX_KEPT_QUERY_LENGTH = 200;
/** Below this an answer goes out as it is: compression would save less than its own header. */
const MIN_COMPRESSED_BYTES = 1024;
/** As server/compression.ts compresses JSON answers. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

export type Coding = "br" | "gzip";

export interface EncodedAnswer {
  body: Buffer;
  encoding?: Coding;
}

interface Kept {
  json: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
  /** The compressed bytes once they are there, for answers that cannot wait (keptAnswer). */
  done: Partial<Record<Coding, Buffer>>;
}

/**
 * The search's answers as bytes, per language and query as asked, the most recently used
 * kept. A search costs about 0.4 ms and its compression as much again, while the whole
 * request through the server costs a tenth of that: as-you-type queries repeat (every
 * visitor's "tra", "trad", "trading"), so most are answered from here. The index never
 * changes while the server runs, so a kept answer is never stale. What is kept is only
 * the query and its results, in memory; nothing names who asked.
 */
export class SearchAnswerCache {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly search: SiteSearch) {}

  async answer(asked: string, language: Language, encoding: Coding | undefined): Promise<EncodedAnswer> {
    const entry = this.entry(asked, language);
    if (!encoding || entry.json.length < MIN_COMPRESSED_BYTES) return { body: entry.json };
    // The promise is kept, so requests that arrive while it is being compressed wait for it.
    let compressed = entry[encoding];
    if (!compressed) {
      const started = compress(entry.json, encoding);
      entry[encoding] = compressed = started;
      started.then(
        (body) => (entry.done[encoding] = body),
        // Should compressing ever fail, the next request tries again.
        () => {
          if (entry[encoding] === started) entry[encoding] = undefined;
        },
      );
    }
    return { body: await compressed, encoding };
  }

  /**
   * The answer as `answer` gives it, if it is kept and ready in this coding; nothing when
   * it would first have to be searched or compressed. For the fast way in front of the app
   * (server/kept-search-listener.ts), which answers only what costs no work.
   */
  keptAnswer(asked: string, language: Language, encoding: Coding | undefined): EncodedAnswer | undefined {
    const entry = this.used(`${language}:${asked}`);
    if (!entry) return undefined;
    if (!encoding || entry.json.length < MIN_COMPRESSED_BYTES) return { body: entry.json };
    const body = entry.done[encoding];
    return body && { body, encoding };
  }

  private entry(asked: string, language: Language): Kept {
    const key = `${language}:${asked}`;
    const found = this.used(key);
    if (found) return found;
    const entry: Kept = { json: Buffer.from(JSON.stringify(this.search(asked, language))), done: {} };
    if (asked.length > MAX_KEPT_QUERY_LENGTH) return entry;
    if (this.kept.size >= MAX_ANSWERS) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(key, entry);
    return entry;
  }

  /** The kept answer, now the most recently used (last in the map: the first is the one to drop). */
  private used(key: string): Kept | undefined {
    const found = this.kept.get(key);
    if (found) {
      this.kept.delete(key);
      this.kept.set(key, found);
    }
    return found;
  }
}

function compress(json: Buffer, encoding: Coding): Promise<Buffer> {
  return encoding === "br"
    ? brotliBuffer(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipBuffer(json, { level: GZIP_LEVEL });
}
