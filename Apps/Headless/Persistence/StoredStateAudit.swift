import App
import UDF
import UDFWire

/// Restores the app's state from a stored state (a snapshot's, a compacted journal's base) and
/// refuses what this build would otherwise drop without a word: a part it has no module for, a
/// field it does not read (`StoredFieldAudit`: both were written by a newer app), and a row whose
/// ID an earlier row of its part already has (a table holds one row per ID, so one of the two
/// would be lost).
///
/// A snapshot refused here is skipped with a warning, and a base record is refused (exit 3), so an
/// older build never starts from, snapshots or compacts a state that lost a newer build's data.
enum StoredStateAudit {
  /// The state `fields` (the stored state's root) holds, every part and field read and every
  /// part's rows distinct by ID.
  static func restore(_ fields: any FieldReader) throws(Rejection) -> AppState {
    let audit = StoredFieldAudit(fields, level: .part)
    let state = try AppState(restoring: audit, scheduler: BackgroundRestore())
    try audit.verify()
    for part in AppState.parts {
      guard let rows = part.rowCount(in: state), let stored = audit.elementCounts[part.name], rows != stored else {
        continue
      }
      throw repeatedRow(in: part.name, found: try? repeatedID(in: part.name, of: fields))
    }
    return state
  }

  /// The refusal of a part holding two rows with one ID (`found`: the ID and the two rows'
  /// positions, when they could be read again).
  private static func repeatedRow(in part: String, found: (id: UUIDValue, first: Int, second: Int)??) -> Rejection {
    guard let found = found ?? nil else {
      return Rejection(code: "repeatedID", message: "its part '\(part)' holds two rows with one ID (one row per ID)")
    }
    return Rejection(
      code: "repeatedID",
      message: "its part '\(part)' holds the ID \(found.id) twice, in \(part)[\(found.first)] and "
        + "\(part)[\(found.second)] (one row per ID)")
  }

  /// The first ID the rows of `part` hold twice, with the two rows' positions; `nil` when none
  /// does (or the rows' bytes were given back as they were read).
  private static func repeatedID(
    in part: String, of fields: any FieldReader
  ) throws(Rejection) -> (id: UUIDValue, first: Int, second: Int)? {
    let ids = try fields.objects(part) { (row) throws(Rejection) in try row.optionalUUID("id") }
    var seen: [UUIDValue: Int] = [:]
    for (position, id) in ids.enumerated() {
      guard let id else { continue }
      if let first = seen[id] { return (id, first, position) }
      seen[id] = position
    }
    return nil
  }
}
