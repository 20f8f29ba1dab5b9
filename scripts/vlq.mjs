// Base64 VLQ, the number encoding of source map mappings (source map v3): shared by the bench's module attribution
// and the build step that strips annotation comments.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * The fields of one mappings segment, as the (relative) numbers it encodes.
 * @param {string} segment
 * @returns {number[]}
 */
export function decodeSegment(segment) {
  /** @type {number[]} */
  const fields = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = BASE64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return fields
}

/**
 * One number as a VLQ field.
 * @param {number} field
 * @returns {string}
 */
export function encodeField(field) {
  let value = field < 0 ? (-field << 1) | 1 : field << 1
  let out = ''
  do {
    let digit = value & 31
    value >>>= 5
    if (value > 0) digit |= 32
    out += BASE64[digit]
  } while (value > 0)
  return out
}
