import App
import Foundation
import JSON
import JSONFieldCodec
import UDF
import UDFWire

/// Turns one input object into a `Request`, filling in the IDs and times the client left out.
///
/// It holds no per-action code: the table of names comes from `AppAction.wireDecoders`, which
/// each module declares next to its actions. Only the shape of fields is checked here
/// (`missingField`, `invalidField`, `unknownAction`); every domain rule (`notFound`,
/// `emptyTitleIsNotAllowed`, ...) is the reducers' job, so refusals keep the protocol's precedence.
/// The same decoder reads journal records, which always carry their IDs and `at` times, so replay
/// never generates anything.
public enum ActionDecoder {
  /// The query that is not an action.
  static let stateGet = "state.get"

  /// Decodes the object at the root of `document` (an input line); IDs and times come from
  /// `context` where the line has none.
  public static func decode(_ document: JSONDocument, context: inout WireContext) throws(Rejection) -> Request {
    try decode(document, context: &context, storedShape: nil)
  }

  /// Decodes a journal record's payload: the action in the stored shape the record names
  /// (`"shape"`, 1 when absent), through its module's upgrade when that is an older shape; a shape
  /// newer than this build's is refused (`newerShape`).
  public static func decodeStored(_ document: JSONDocument) throws(Rejection) -> Request {
    var shape = 1
    if let token = document.member("shape", of: document.root), document.kind(token) != .null {
      guard document.kind(token) == .number, let value = document.number(token).int64, value >= 1,
        value <= Int64(Int32.max)
      else { throw .invalidField("shape", "a stored shape version (a whole number from 1)") }
      shape = Int(value)
    }
    var context = WireContext.stored
    return try decode(document, context: &context, storedShape: shape)
  }

  private static func decode(
    _ document: JSONDocument, context: inout WireContext, storedShape: Int?
  ) throws(Rejection) -> Request {
    try document.withView { (view) throws(Rejection) in
      try JSONFieldReader.reading(view, context: &context) { (fields) throws(Rejection) in
        try decode(fields, storedShape: storedShape)
      }
    }
  }

  /// Decodes the object `fields` reads (a line's root), with the context its state holds (a
  /// `LineDecoder` hands its own over and takes it back).
  static func decode(_ fields: JSONFieldReader, storedShape: Int?) throws(Rejection) -> Request {
    guard let nameToken = try fields.optionalStringToken("action") else { throw .missingField("action") }
    // A closure, not the method `ActionTable.app.entry(named:)`: that reference copied the table
    // into a context allocated for every line.
    guard let entry = fields.withBytes(nameToken, { ActionTable.app.entry(named: $0) }) else {
      let name = fields.string(nameToken)
      if name == stateGet {
        return .stateGet(try fields.optionalCase("path", as: AppStatePart.self))
      }
      throw ProtocolError.unknownAction(name, among: ActionTable.app.entries.map(\.decoder.name) + [stateGet])
    }
    guard let storedShape else { return .dispatch(try entry.decode(fields), generated: fields.generated) }
    let decode = storedShape == entry.version ? entry.decode : try entry.decoder.decoder(forStoredShape: storedShape)
    // A record's field its decoder does not read was written by a newer app: refused, never
    // dropped (a snapshot or compaction of the state would lose it for good).
    let action = try StoredFieldAudit.read(
      fields, keyShape: fields.keyShape, in: entry.place ^ UInt64(storedShape), shapes: recordShapes,
      besides: recordKeys, decode)
    return .dispatch(action, generated: fields.generated)
  }

  /// The key shapes of records audited so far (`StoredFieldAudit`), shared by every replay.
  static let recordShapes = AuditedShapes()

  /// The keys of a record's action this decoder reads itself, not the action's module.
  static let recordKeys = ["action", "shape"]
}
