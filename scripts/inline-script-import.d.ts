/** `import text from "./x?inline-script"`: module x built as one minified script (scripts/inline-script.mjs). */
declare module "*?inline-script" {
  const text: string;
  export default text;
}
