// The owner's remove button under a card of their list (a playlist, favourites, watch later): a plain form through the
// input call; with htmx the card goes away in place.
import { urls } from '../urls';

export function RemoveCard({ label, fields, back }: { label: string; fields: Record<string, string | number>; back: string }) {
  return (
    <form method="post" action={urls.input()} hx-post={urls.input()} hx-target="closest li" hx-swap="outerHTML">
      {Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <input type="hidden" name="section" value="rem" />
      <input type="hidden" name="part" value="card" />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="button button--small">{label}</button>
    </form>
  );
}
