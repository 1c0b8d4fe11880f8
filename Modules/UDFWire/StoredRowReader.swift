import DomainValues
import UDF

/// Reads one row of a stored table by position, in the order its module writes the row's fields:
/// the fast path of restoring a long table (a snapshot's 200,000 items), where finding each field
/// by its key name, and auditing the row's keys apart, cost more than building the row.
///
/// Each call takes the row's next field and names the key the module writes there; the reader
/// checks that the row holds exactly that key there, with a value of the kind asked for. Any
/// difference (another key: a field an older build did not write or a newer one added; another
/// kind; a damaged length) marks the row as not read: `finish()` is then `false`, the values handed
/// out meanwhile are placeholders, and the module throws `Rejection.notReadByPosition`, so the row
/// is read again through `FieldReader` (`init(restoring:)`) with the refusals, defaults and audit
/// (`StoredFieldAudit`) every other stored row gets. A row `finish()` accepts held the keys asked for, in order, and
/// nothing else: its reading audited it.
///
/// A class, so a run of rows is read by one reader moved from row to row. A module cannot name the
/// format's reader, so it calls this protocol: a call a field, without a lookup.
public protocol StoredRowReader: AnyObject {
  /// The next field, an array of UUIDs: how many elements it holds, each then taken in order by
  /// `nextUUID()` (`Array(ids:in:)` does both). (Not one generic call returning the array: called through
  /// the protocol, it looked up its array's type metadata every time, 2,000 instructions an item.)
  func uuidArray(_ key: StaticString) -> Int
  /// The next element of the array of UUIDs begun by `uuidArray(_:)`.
  func nextUUID() -> UUIDValue
  /// The next field's UUID.
  func uuid(_ key: StaticString) -> UUIDValue
  /// The next field's boolean.
  func bool(_ key: StaticString) -> Bool
  /// The next field's time.
  func time(_ key: StaticString) -> Timestamp
  /// The next field's time, `nil` when it is null.
  func optionalTime(_ key: StaticString) -> Timestamp?
  /// The next field's string.
  func string(_ key: StaticString) -> String
  /// The next field's string, `nil` when it is null.
  func optionalString(_ key: StaticString) -> String?
  /// The next field, an array of strings: how many elements it holds, each then taken in order by
  /// `nextString()` (`Array(strings:in:making:)` does both).
  func stringArray(_ key: StaticString) -> Int
  /// The next element of the array of strings begun by `stringArray(_:)`.
  func nextString() -> String
  /// Whether every call since the row began found its key and kind, every array was taken whole,
  /// and the row holds no other field.
  func finish() -> Bool
}

extension Array {
  /// The next field of `row`, an array of IDs, typed for the entity they name where the caller
  /// knows it, so the array is built once, at its final type. (An initializer taking the row, not
  /// a method on `StoredRowReader`: called on the existential, a generic method is not
  /// specialised, and looked its array's metadata up at run time, 2,000 instructions an array.)
  @inlinable
  public init<Entity>(ids key: StaticString, in row: any StoredRowReader) where Element == ID<Entity> {
    self = (0..<row.uuidArray(key)).map { _ in row.nextUUID().retyped() }
  }

  /// The next field of `row`, an array of strings, each made into a value by `make` as it is read
  /// (a value object that checks its own rule), so no array of raw texts is built first.
  @inlinable
  public init<Failure: Error>(
    strings key: StaticString, in row: any StoredRowReader, making make: (String) throws(Failure) -> Element
  ) throws(Failure) {
    let count = row.stringArray(key)
    self = []
    reserveCapacity(count)
    for _ in 0..<count { append(try make(row.nextString())) }
  }
}

extension Rejection {
  /// What a module's read by position throws for a row it cannot read that way (another shape, or
  /// a rule the row breaks): the row is then read by its keys, which gives the refusal naming the
  /// field. (A throw, not an optional result: the generic reader of the rows would look up the
  /// optional's type metadata for every row, 320 instructions.)
  public static let notReadByPosition = Rejection(
    code: "notReadByPosition", message: "the row is not in the shape this build writes; it is read by its keys")
}
