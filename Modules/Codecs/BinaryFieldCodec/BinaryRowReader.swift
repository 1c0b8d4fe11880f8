import DomainValues
import Foundation
import UDFWire

/// Reads the rows of a long table in the binary shape by position (`StoredRowReader`): each call
/// takes the next field, its key compared where it stands and its value's tag checked against the
/// kind asked for, every length bounds-checked against the row's end.
///
/// It exists because a snapshot's 200,000 items read through `BinaryFieldReader` found each field
/// by stepping over the fields before it, and had each row's keys folded for the audit apart; here
/// each field is stepped over once, and that step is the audit. One reader reads a run of rows
/// (`start(_:end:)` moves it on) and shares the short strings of arrays it read before (tags drawn
/// from a small set); a row it cannot read as asked is read again by `BinaryFieldReader`, which
/// gives the refusal.
final class BinaryRowReader: StoredRowReader {
  private let document: BinaryBytes
  /// Where the next field starts.
  private var offset = 0
  /// Where the row ends.
  private var end = 0
  /// Whether every field so far was the one asked for.
  private var intact = false
  /// Where the array begun last (`uuidArray`, `stringArray`) has its next element, where its
  /// elements end, and how many of them are still to be taken.
  private var element = 0
  private var elementsEnd = 0
  private var elementsLeft = 0
  /// Strings of at most 16 bytes read from arrays before, by their bytes (`shared(_:_:)`).
  /// Unchecked: a reader belongs to one run of rows on one thread, and no access to the list
  /// overlaps another. Checked at run time, its accesses cost 76 instructions a tag and the loop
  /// a copy of the list; with `RunRelease`'s note, unchecked took a 1,000,000-record snapshot
  /// start from 1,253 to 1,203 M instructions (J2, callgrind).
  @exclusivity(unchecked) private var sharedTexts: [SharedText] = []

  /// A reader of rows of `document`, at none yet.
  init(_ document: BinaryBytes) {
    self.document = document
  }

  /// Moves the reader to the row (an object) that starts at `object` and ends at `end`.
  func start(_ object: Int, end: Int) {
    offset = object + 1 + BinaryShape.objectHeader
    self.end = end
    intact = document[object] == BinaryShape.Tag.object.rawValue
    (element, elementsEnd, elementsLeft) = (0, 0, 0)
  }

  func finish() -> Bool {
    intact && offset == end && elementsLeft == 0 && element == elementsEnd
  }

  func bool(_ key: StaticString) -> Bool {
    guard let value = value(key, tagged: .true, or: .false), step(to: value + 1) else { return false }
    return document[value] == BinaryShape.Tag.true.rawValue
  }

  func time(_ key: StaticString) -> Timestamp {
    guard let value = value(key, tagged: .time), step(to: value + 9) else {
      return Timestamp(millisecondsSince1970: 0)
    }
    return Timestamp(millisecondsSince1970: document.int64(value + 1))
  }

  func optionalTime(_ key: StaticString) -> Timestamp? {
    guard let value = value(key, tagged: .time, or: .null) else { return nil }
    guard document[value] == BinaryShape.Tag.time.rawValue else {
      _ = step(to: value + 1)
      return nil
    }
    return step(to: value + 9) ? Timestamp(millisecondsSince1970: document.int64(value + 1)) : nil
  }

  func uuid(_ key: StaticString) -> UUIDValue {
    guard let value = value(key, tagged: .uuid), step(to: value + 17) else { return UUIDValue(Self.nullUUID) }
    return UUIDValue(document.uuid(value + 1))
  }

  func uuidArray(_ key: StaticString) -> Int {
    guard let (first, after) = array(key) else { return 0 }
    let count = (after - first) / Self.uuidSize
    guard count * Self.uuidSize == after - first else { return failed(0) }
    elementsLeft = count
    return count
  }

  func nextUUID() -> UUIDValue {
    guard elementsLeft > 0, element + Self.uuidSize <= elementsEnd, document[element] == BinaryShape.Tag.uuid.rawValue
    else { return failed(UUIDValue(Self.nullUUID)) }
    let value = UUIDValue(document.uuid(element + 1))
    element += Self.uuidSize
    elementsLeft -= 1
    return value
  }

  func string(_ key: StaticString) -> String {
    guard let value = value(key, tagged: .string), let after = stringEnd(value, before: end), step(to: after) else {
      return ""
    }
    return decoded(value, after)
  }

  func optionalString(_ key: StaticString) -> String? {
    guard let value = value(key, tagged: .string, or: .null) else { return nil }
    guard document[value] == BinaryShape.Tag.string.rawValue else {
      _ = step(to: value + 1)
      return nil
    }
    guard let after = stringEnd(value, before: end), step(to: after) else { return nil }
    return decoded(value, after)
  }

  func stringArray(_ key: StaticString) -> Int {
    guard let (first, after) = array(key) else { return 0 }
    // Every element takes five bytes at least, so a damaged count cannot claim more than that.
    let count = document.uint32(first - 8)
    guard count <= (after - first) / 5 else { return failed(0) }
    elementsLeft = count
    return count
  }

  func nextString() -> String {
    guard elementsLeft > 0, element < elementsEnd, document[element] == BinaryShape.Tag.string.rawValue,
      let next = stringEnd(element, before: elementsEnd)
    else { return failed("") }
    let value = shared(element, next)
    element = next
    elementsLeft -= 1
    return value
  }

  // MARK: Steps

  /// Where the next field's value starts when its key is `key` and its tag is `tag` or `other`;
  /// `nil`, the row marked as not read, otherwise.
  private func value(_ key: StaticString, tagged tag: BinaryShape.Tag, or other: BinaryShape.Tag? = nil) -> Int? {
    let length = key.utf8CodeUnitCount
    let value = offset &+ 1 &+ length
    guard intact, value < end, Int(document[offset]) == length, matches(key, at: offset &+ 1),
      document[value] == tag.rawValue || document[value] == other?.rawValue
    else { return failed(nil) }
    return value
  }

  /// Moves the reader past the value that ends at `after`; `false`, the row marked as not read,
  /// when that is past the row's end.
  private func step(to after: Int) -> Bool {
    guard after <= end else { return failed(false) }
    offset = after
    return true
  }

  /// Where the elements of the next field's array start and end, the reader moved past it and its
  /// elements to be taken from `first`; `nil`, the row marked as not read, when the array before
  /// was not taken whole.
  private func array(_ key: StaticString) -> (first: Int, after: Int)? {
    guard elementsLeft == 0, element == elementsEnd, let value = value(key, tagged: .array),
      value + 1 + BinaryShape.arrayHeader <= end
    else { return failed(nil) }
    let first = value + 1 + BinaryShape.arrayHeader
    let after = first + document.uint32(value + 5)
    guard step(to: after) else { return nil }
    (element, elementsEnd, elementsLeft) = (first, after, 0)
    return (first, after)
  }

  /// Where the string value at `value` ends, when that is by `end`; `nil`, the row marked as not
  /// read, otherwise.
  private func stringEnd(_ value: Int, before end: Int) -> Int? {
    guard value + 5 <= end else { return failed(nil) }
    let after = value + 5 + document.uint32(value + 1)
    return after <= end ? after : failed(nil)
  }

  /// The text of the string value from `value` to `after` (its length already checked).
  private func decoded(_ value: Int, _ after: Int) -> String {
    String(decoding: document.buffer(value + 5, after - value - 5), as: UTF8.self)
  }

  /// Whether the key at `start` spells `key` (whose length it has): loads of eight bytes (the
  /// last one overlapping its neighbour), or two overlapping loads of four, each from inside the
  /// key, compare a key of four bytes or more; every byte of a longer key is compared. The key's
  /// pointer is kept for its figure, measured alone (an item's ten keys matched 100,000 vs 200,000
  /// times, callgrind, issue 42): 687 instructions an item against 3,973 for a safe byte loop over
  /// the key as a `String`'s UTF-8 (a `StaticString` offers its bytes only through a pointer).
  /// Always inlined into `value`: called, it cost a 1,000,000-record snapshot start 1,056.6 M
  /// against 1,004.3 M instructions (J2, callgrind, the two builds differing only here).
  @inline(__always)
  private func matches(_ key: StaticString, at start: Int) -> Bool {
    guard key.hasPointerRepresentation else { return false }
    let (wanted, count) = (UnsafeRawPointer(key.utf8Start), key.utf8CodeUnitCount)
    func equal<Word: FixedWidthInteger>(_: Word.Type, at index: Int) -> Bool {
      document.base.loadUnaligned(fromByteOffset: start + index, as: Word.self)
        == wanted.loadUnaligned(fromByteOffset: index, as: Word.self)
    }
    if count > 16 {
      var index = 0
      while index < count - 8 {
        guard equal(UInt64.self, at: index) else { return false }
        index += 8
      }
      return equal(UInt64.self, at: count - 8)
    }
    if count >= 8 { return equal(UInt64.self, at: 0) && equal(UInt64.self, at: count - 8) }
    if count >= 4 { return equal(UInt32.self, at: 0) && equal(UInt32.self, at: count - 4) }
    for index in 0..<count where document[start + index] != wanted.load(fromByteOffset: index, as: UInt8.self) {
      return false
    }
    return true
  }

  /// `placeholder`, the row marked as not read.
  private func failed<Value>(_ placeholder: Value) -> Value {
    intact = false
    return placeholder
  }

  /// A UUID value's bytes: its tag and sixteen.
  private static let uuidSize = 17

  private static let nullUUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

  // MARK: Shared strings

  /// A string read before, by its bytes: its length and its first and second eight bytes.
  private struct SharedText {
    let length: Int
    let low: UInt64
    let high: UInt64
    let string: String
  }

  /// How many strings are shared: tags come from a small set; past it, strings are made as read.
  private static let sharedCount = 32

  /// The string value from `value` to `after`, shared with an equal one read before when it is
  /// short: the same bytes make the same string, so a repeated one is neither decoded nor stored
  /// again. (J2's snapshot start: 1,581.1 M instructions with each tag decoded, 1,525.3 M shared.)
  private func shared(_ value: Int, _ after: Int) -> String {
    let (start, length) = (value + 5, after - value - 5)
    guard length <= 16 else { return decoded(value, after) }
    var (low, high): (UInt64, UInt64) = (0, 0)
    if start + 16 <= end {
      // Both words lie inside the row; the bytes past the string's are masked off.
      low = document.word(start) & ((1 << (UInt64(min(length, 8)) * 8)) &- 1)
      high = length > 8 ? document.word(start + 8) & ((1 << (UInt64(length - 8) * 8)) &- 1) : 0
    } else {
      for index in 0..<length {
        let byte = UInt64(document[start + index]) << (UInt64(index % 8) * 8)
        if index < 8 { low |= byte } else { high |= byte }
      }
    }
    for text in sharedTexts where text.low == low && text.high == high && text.length == length { return text.string }
    let string = decoded(value, after)
    if sharedTexts.count < Self.sharedCount {
      sharedTexts.append(SharedText(length: length, low: low, high: high, string: string))
    }
    return string
  }
}
