import { Fragment, type ReactNode } from "react";

/** A text with {placeholders} filled by elements, e.g. a link inside a sentence. */
export function RichText({ text, slots }: { text: string; slots: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}/g);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? (slots[part] ?? `{${part}}`) : part}</Fragment>
      ))}
    </>
  );
}
