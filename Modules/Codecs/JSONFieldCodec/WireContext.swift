import DomainValues
import Foundation
import UDF

/// Where the text being read comes from, which decides what an ID or a time it leaves out means.
///
/// A client's line (`live`) may leave out the ID of what it creates and the time of what it does:
/// the reader takes them from the context's source, so reducers stay pure and the journal records
/// them. A stored record or state (`stored`) carries every ID and time it needs: one missing is a
/// refusal (`lacksStoredValue`), never a value made up on the spot.
public enum WireContext: Sendable {
  /// A client's line: IDs and times it leaves out come from the source.
  case live(any IDAndTimeSource)
  /// A journal record or a stored state: nothing is generated.
  case stored

  /// Whether this is stored text (its keys are audited; nothing is generated).
  var isStored: Bool {
    switch self {
    case .stored: true
    case .live: false
    }
  }

  /// A client's line read with random IDs and the system clock.
  public static var system: WireContext { .live(SystemIDAndTimeSource()) }

  /// The code of the refusal of stored text that leaves out an ID or a time.
  public static let lacksStoredValue = "lacksStoredValue"

  /// A new ID for a line that left out field `key`; refused for stored text. `key` (a path the
  /// reader works out from the document) is made only for that refusal.
  mutating func newID(for key: @autoclosure () -> String) throws(Rejection) -> UUID {
    guard case .live(var source) = self else { throw Self.lacks(key()) }
    defer { self = .live(source) }
    return source.newID()
  }

  /// The time for a line that left out field `key`; refused for stored text. `key` is made only
  /// for that refusal: built for every live line that takes the clock, the path text cost H1 637
  /// instructions a line (dispatch 21,046 -> 20,409, callgrind, issue 44).
  mutating func now(for key: @autoclosure () -> String) throws(Rejection) -> Timestamp {
    guard case .live(var source) = self else { throw Self.lacks(key()) }
    defer { self = .live(source) }
    return source.now()
  }

  private static func lacks(_ key: String) -> Rejection {
    Rejection(code: lacksStoredValue, message: "no \(key)")
  }
}
