import Foundation
import UDF
import UDFWire

/// The bytes of a stored state in the binary shape (`BinaryShape`), read through bounds-checked
/// steps: every step is given the end of the value it is inside, so any bytes (a damaged file read
/// while its checksum is still being computed) give a `Rejection` naming the byte, never a read
/// outside the buffer.
///
/// One pointer, no reference count: readers made for each of a million elements copy it freely.
/// The buffer must outlive every reader of it. Its steps are always inlined, as `BinaryFieldReader`'s
/// private steps are: kept, figure there.
struct BinaryBytes: @unchecked Sendable {
  // `@unchecked`: the bytes are read-only while any reader exists, so every core may read them.
  /// The first byte of the stored state, the root object's tag.
  let base: UnsafeRawPointer

  /// The refusal for bytes that are not a binary stored shape.
  func malformed(_ offset: Int) -> Rejection {
    Rejection(code: "invalidField", message: "the stored state is malformed at byte \(offset)")
  }

  /// The byte at `offset` (already known to lie inside the state).
  @inline(__always)
  subscript(offset: Int) -> UInt8 { base.load(fromByteOffset: offset, as: UInt8.self) }

  /// The tag of the value at `offset`, which must lie before `end`.
  @inline(__always)
  func tag(_ offset: Int, before end: Int) throws(Rejection) -> BinaryShape.Tag {
    guard offset >= 0, offset < end, let tag = BinaryShape.Tag(rawValue: self[offset]) else {
      throw malformed(offset)
    }
    return tag
  }

  /// The four-byte length at `offset`, which must end by `end`.
  @inline(__always)
  func length(_ offset: Int, before end: Int) throws(Rejection) -> Int {
    guard offset >= 0, offset + 4 <= end else { throw malformed(offset) }
    return uint32(offset)
  }

  /// The four-byte length at `offset` (already known to lie inside the state).
  func uint32(_ offset: Int) -> Int {
    Int(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
  }

  /// The 16 bytes at `offset` (a UUID value's, after its tag; already known to lie inside the
  /// state), loaded as a `UUID`: `UUID` is `BitwiseCopyable`, its one stored property the 16
  /// bytes in order. Foundation's `init(uuid:)` takes them as 16 arguments and is not inlined: 76
  /// instructions a UUID; loaded, a 1,000,000-record snapshot start went 1,111 -> 1,077 M
  /// instructions (rows by position) and 1,077 -> 1,067 M (rows by name; J2, callgrind).
  func uuid(_ offset: Int) -> UUID {
    base.loadUnaligned(fromByteOffset: offset, as: UUID.self)
  }

  /// The eight bytes at `offset` as one word (already known to lie inside the state), to compare
  /// them at once.
  func word(_ offset: Int) -> UInt64 {
    base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }

  /// The eight-byte integer at `offset` (already bounds-checked by `end(ofValueAt:before:)`).
  @inline(__always)
  func int64(_ offset: Int) -> Int64 {
    Int64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: Int64.self))
  }

  /// The decimal at `offset` (its tag's, already bounds-checked by `end(ofValueAt:before:)`); a
  /// sign other than 0 or 1, or a number out of range, is malformed.
  func decimal(_ offset: Int) throws(Rejection) -> WireDecimal {
    let sign = self[offset + 1]
    let exponent = Int(Int8(bitPattern: self[offset + 2]))
    let significand = UInt128(littleEndian: base.loadUnaligned(fromByteOffset: offset + 3, as: UInt128.self))
    guard sign <= 1, let number = WireDecimal(isNegative: sign == 1, significand: significand, exponent: exponent)
    else { throw malformed(offset) }
    return number
  }

  /// `count` bytes from `offset` (already bounds-checked).
  @inline(__always)
  func buffer(_ offset: Int, _ count: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: (base + offset).assumingMemoryBound(to: UInt8.self), count: count)
  }

  /// The offset just past the value at `offset`, which must end by `end`.
  @inline(__always)
  func end(ofValueAt offset: Int, before end: Int) throws(Rejection) -> Int {
    let after: Int
    switch try tag(offset, before: end) {
    case .null, .false, .true: after = offset + 1
    case .int, .time: after = offset + 9
    case .uuid: after = offset + 17
    case .decimal: after = offset + 1 + BinaryShape.decimalPayload
    case .string, .object: after = offset + 5 + (try length(offset + 1, before: end))
    case .array: after = offset + 1 + BinaryShape.arrayHeader + (try length(offset + 5, before: end))
    }
    guard after <= end else { throw malformed(offset) }
    return after
  }

  /// `orders[2]`: where the value at `target` sits in the state, for messages (worked out from
  /// the root, whose end its header gives, only when a message needs it).
  func path(to target: Int) -> String {
    var text = ""
    var container = 0
    guard let rootEnd = try? length(1, before: 5) + 5 else { return text }
    var containerEnd = rootEnd
    while container != target {
      guard let tag = try? tag(container, before: containerEnd), tag == .object || tag == .array else { return text }
      let isObject = tag == .object
      var offset = container + 1 + (isObject ? BinaryShape.objectHeader : BinaryShape.arrayHeader)
      var index = 0
      var inside: (start: Int, end: Int, step: String)?
      while offset < containerEnd, inside == nil {
        let value = isObject ? offset + 1 + Int(self[offset]) : offset
        guard let after = try? end(ofValueAt: value, before: containerEnd) else { return text }
        if target >= value && target < after {
          guard isObject else {
            inside = (value, after, "[\(index)]")
            break
          }
          let key = String(decoding: buffer(offset + 1, value - offset - 1), as: UTF8.self)
          inside = (value, after, text.isEmpty ? key : "." + key)
        }
        offset = after
        index += 1
      }
      guard let inside else { return text }
      text += inside.step
      (container, containerEnd) = (inside.start, inside.end)
    }
    return text
  }
}
