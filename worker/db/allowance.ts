// The allowance a member's write is made within: it is inserted only while fewer than `max` of theirs exist since `since`.
// The count and the insert are one statement, so parallel requests cannot both take the last place.
export interface Allowance {
  max: number;
  since: number;
}
