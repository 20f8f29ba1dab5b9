/**
 * Where the holds are kept. A module of its own: the order confirmation forgets the holds by this key without loading
 * the holds' records and their schema.
 */

/** `{"<token>": {ticket_id, quantity, start_at, valid_until, created_at, renewed_at, length_ms, at_limit}}`. */
export const HOLDS_KEY = 'museum-shop.holds.v1'
