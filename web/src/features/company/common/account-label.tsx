/** An account's code (muted) and description, as the first cell of a statement row. */
export function AccountLabel({ code, description }: { code: string; description: string }) {
  return (
    <>
      {code ? <span className="code">{code}</span> : null}
      {code ? ' ' : null}
      {description}
    </>
  );
}
