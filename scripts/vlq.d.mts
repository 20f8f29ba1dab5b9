/** Types of vlq.mjs. */

/** The fields of one source map mappings segment, as the (relative) numbers it encodes. */
export function decodeSegment(segment: string): number[]

/** One number as a VLQ field. */
export function encodeField(field: number): string
