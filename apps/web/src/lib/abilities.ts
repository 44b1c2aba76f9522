/** Anything the server sends abilities with: the signed-in user, a user, a list row, a company. */
export interface WithAbilities {
  abilities: Record<string, boolean>;
}

/**
 * Whether the server granted `ability` (an app-wide one on the signed-in user, or one on a record).
 * The web never derives what someone may do from their role or permissions: the server computes
 * every ability with the same policy functions it enforces, and an ability it did not send is denied.
 */
export const can = (holder: WithAbilities | null | undefined, ability: string): boolean =>
  holder?.abilities[ability] === true;
