import UDF
import UDFWire

// `AppState`, `AppAction`, `AppState.modules` and the root reducer are written at build time from
// the package's modules (Tools/ComposeApp; `swift run check-architecture --composition` prints
// them). What is written by hand is derived from `AppState.modules`.

extension AppState {
  /// A state restored from its stored shape (a snapshot): every part through its module's
  /// validation, then each module's rules across parts. A part's deferred work runs in place.
  public init(restoring fields: any FieldReader) throws(Rejection) {
    try self.init(restoring: fields, scheduler: RestoreInPlace())
  }

  /// `init(restoring:)` with each part's deferred work (indexing the items) started by
  /// `scheduler` as soon as the part is read, so it can overlap the reading of the other parts.
  public init(restoring fields: any FieldReader, scheduler: some RestoreScheduler) throws(Rejection) {
    self.init()
    var restored: [RestoredPart<AppState>] = []
    for part in Self.parts { restored.append(try part.restore(from: fields, scheduler: scheduler)) }
    for part in restored { try part.set(into: &self) }
    for module in Self.modules { try module.checkRestored(self) }
  }

  /// The parts of the state, in the dump's (sorted) key order.
  public static let parts: [any StatePart<AppState>] = modules.compactMap(\.part).sorted { $0.name < $1.name }
}

/// A part of the state a client can ask for (`state.get` with `path`): one of `AppState.parts`.
public struct AppStatePart: RawRepresentable, CaseIterable, Hashable, Sendable {
  /// The part's name (`items`).
  public let rawValue: String
  let index: Int

  /// The part named `rawValue`, if the app has one.
  public init?(rawValue: String) {
    guard let index = AppState.parts.firstIndex(where: { $0.name == rawValue }) else { return nil }
    self.rawValue = rawValue
    self.index = index
  }

  /// Every part, in the dump's key order.
  public static var allCases: [AppStatePart] {
    AppState.parts.indices.compactMap { AppStatePart(rawValue: AppState.parts[$0].name) }
  }
}

extension AppState: WireWritable {
  /// The whole state as one object with every part, keys sorted.
  public func write(to writer: inout some FieldWriter) {
    for part in Self.parts { part.write(self, as: part.name, to: &writer) }
  }

  /// One part as the field `key`: each module's entities in their own wire shape.
  public func write(_ part: AppStatePart, as key: String, to writer: inout some FieldWriter) {
    Self.parts[part.index].write(self, as: key, to: &writer)
  }
}
