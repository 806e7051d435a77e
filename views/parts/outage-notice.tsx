// The notice a signed-in member sees while account features are briefly unavailable (D1 failing): the page is public.
export function OutageNotice({ text }: { text: string }) {
  return (
    <p className="outage-notice" role="status">
      {text}
    </p>
  );
}
