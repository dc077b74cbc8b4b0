import { data } from "react-router";

/**
 * The form a page's action was posted, or a 400 when the body cannot be read as one (a
 * malformed multipart or urlencoded body never comes from the page itself). The error
 * screen says to reload and send it again (components/error-screen.tsx).
 */
export async function readPostedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
}
