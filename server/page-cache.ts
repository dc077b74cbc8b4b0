import zlib from "node:zlib";
import { acceptsEncoding } from "./http/accept-encoding";

/**
 * Rendered pages kept in memory: every visitor of a language gets the same HTML, so a
 * page is rendered once per address and served from here after that. The CSP nonce is
 * the one part that differs per response: pages are rendered with a placeholder that is
 * replaced by each response's fresh nonce.
 *
 * Compressing a whole page for every response would cost more than rendering it, so the
 * page is kept gzip-compressed in pieces: the text between two nonces is compressed once,
 * as a self-contained run of deflate blocks (full flush, so no piece refers back into
 * another), and a response joins those pieces with the nonce as a stored block. That is
 * a valid gzip stream; only the checksum is computed per response. Brotli streams cannot
 * be joined this way, so cached pages are sent as gzip even to browsers that accept br.
 */
export const NONCE_PLACEHOLDER = "cspNoncePlaceholder0000000000";

interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The page as UTF-8, split at the nonce placeholders. */
  pieces: Buffer[];
  /** Each piece compressed on its own (raw deflate ending on a byte boundary). */
  deflatedPieces: Buffer[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty final block: ends the deflate stream. */
const DEFLATE_END = zlib.deflateRawSync(Buffer.alloc(0), { finishFlush: zlib.constants.Z_FINISH });

function deflatePiece(piece: Buffer): Buffer {
  return zlib.deflateRawSync(piece, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
}

/** A non-final stored (uncompressed) deflate block holding these bytes (at most 65,535). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00; // BFINAL 0, BTYPE 00 (stored); the rest of the byte is padding
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

function gzipPage(page: CachedPage, nonce: Buffer): Buffer {
  const parts: Buffer[] = [GZIP_HEADER];
  const nonceBlock = storedBlock(nonce);
  let crc = 0;
  let size = 0;
  page.pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(nonceBlock);
      crc = zlib.crc32(nonce, crc);
      size += nonce.length;
    }
    parts.push(page.deflatedPieces[index] as Buffer);
    crc = zlib.crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(DEFLATE_END, trailer);
  return Buffer.concat(parts);
}

const asBody = (bytes: Buffer) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);

function respond(page: CachedPage, nonce: string, acceptEncoding: string | undefined): Response {
  const nonceBytes = Buffer.from(nonce);
  const headers = new Headers(page.headers);
  headers.append("Vary", "Accept-Encoding");
  headers.delete("Content-Length");
  if (acceptsEncoding(acceptEncoding, "gzip")) {
    headers.set("Content-Encoding", "gzip");
    return new Response(asBody(gzipPage(page, nonceBytes)), { status: page.status, headers });
  }
  const body = Buffer.concat(page.pieces.flatMap((piece, index) => (index > 0 ? [nonceBytes, piece] : [piece])));
  return new Response(asBody(body), { status: page.status, headers });
}

function toPage(body: string, response: Response): CachedPage {
  const pieces = body.split(NONCE_PLACEHOLDER).map((piece) => Buffer.from(piece));
  return { status: response.status, headers: [...response.headers], pieces, deflatedPieces: pieces.map(deflatePiece) };
}

export interface PageCacheOptions {
  maxEntries?: number;
  /** Applied once to each rendered page before it is answered and kept. */
  rewrite?: (html: string) => string;
}

export function createPageCache({ maxEntries = 500, rewrite = (html) => html }: PageCacheOptions = {}) {
  const pages = new Map<string, CachedPage>();

  return {
    /** The cached page for this address, answered with this response's nonce. */
    get(key: string, nonce: string, acceptEncoding?: string): Response | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      // Least recently used goes first: re-insert to mark as recent.
      pages.delete(key);
      pages.set(key, page);
      return respond(page, nonce, acceptEncoding);
    },
    /**
     * Answers a response rendered with the placeholder nonce, and keeps it when it is a
     * successful, cookie-free HTML page. Other pages (404s: any address can be asked for)
     * are answered once and not kept.
     */
    async store(key: string, response: Response, nonce: string, acceptEncoding?: string): Promise<Response> {
      if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
      const body = rewrite(await response.text());
      const cacheable = response.status === 200 && !response.headers.has("Set-Cookie");
      if (!cacheable) return new Response(body.replaceAll(NONCE_PLACEHOLDER, nonce), response);
      const page = toPage(body, response);
      pages.set(key, page);
      if (pages.size > maxEntries) pages.delete(pages.keys().next().value as string);
      return respond(page, nonce, acceptEncoding);
    },
  };
}
