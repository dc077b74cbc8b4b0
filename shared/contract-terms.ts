import type { Language } from "./language";

/**
 * The terms and conditions as the legal page shows them, for the contract confirmation
 * (§ 312f BGB): the app renders them from app/content/pages/{en,de}/terms.md (its server
 * entry exports `contractTerms`), and the server mails them. Their section 10 holds the
 * instructions on withdrawal and the model withdrawal form.
 */
export interface ContractTerms {
  title: string;
  /** The day the text last changed, YYYY-MM-DD. */
  updated: string;
  /** The Markdown text with the site's values filled in: readable as plain text. */
  text: string;
  /** The sanitised HTML the legal page shows. */
  html: string;
}

export type ContractTermsSource = (language: Language) => ContractTerms;
