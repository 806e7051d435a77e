// The owner's remove button under a card of their list (a playlist, favourites, watch later): a plain form through the
// input call; with htmx the card goes away in place.
import { urls } from '../urls';
import { ActionForm } from './action-form';

export function RemoveCard({ label, fields, back }: { label: string; fields: Record<string, string | number>; back: string }) {
  return (
    <ActionForm action={urls.input()} fields={{ ...fields, section: 'rem', part: 'card' }} back={back} target="closest li">
      <button type="submit" className="button button--small">{label}</button>
    </ActionForm>
  );
}
