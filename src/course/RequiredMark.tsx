/** The visible "(required)" after a prompt. */
export function RequiredMark({ text }: { text: string }) {
  return <span className="method-required"> {text}</span>;
}
