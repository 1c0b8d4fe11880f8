import App
import Foundation
import JSON
import Journal
import UDF

/// Rebuilds the state from journal records: decode each payload and reduce it into a state value,
/// with no store, so nothing is observed, published or started (replay is silent by construction).
///
/// Records hold the canonical form of accepted actions with every ID and time filled in, so replay
/// needs no clock and no random numbers, and a record that would need one, or that the app now
/// refuses, means the journal does not match this app: an error naming the record.
public enum JournalReplay {
  /// A record this app cannot replay: not JSON, not an action, missing an ID or time, or refused.
  public struct Mismatch: Error, CustomStringConvertible {
    public let description: String
  }

  /// An edge that must never be asked: replayed records carry all their IDs and times.
  struct NoEdge: Edge {
    var wasAsked = false
    mutating func newID() -> UUID {
      wasAsked = true
      return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    }
    mutating func now() -> Timestamp {
      wasAsked = true
      return Timestamp(millisecondsSince1970: 0)
    }
  }

  /// Decodes one record and reduces it into `state`; returns the action and what it did (replay
  /// drops the events and effects; the inspector shows them).
  @discardableResult
  public static func apply(
    _ entry: JournalEntry, to state: inout AppState
  ) throws -> (action: AppAction, reduction: Reduction<AppAction>) {
    let action = try action(from: entry.payload, record: "record \(entry.seq) at byte \(entry.offset)")
    // (`record` is an autoclosure: the description is built only when a record is bad.)
    do {
      return (action, try AppState.reduce(&state, action))
    } catch {
      throw Mismatch(description: "record \(entry.seq) at byte \(entry.offset) is refused on replay: \(error)")
    }
  }

  /// The complete action a record's payload holds; `record` names it in error messages.
  public static func action(from payload: UnsafeRawBufferPointer, record: @autoclosure () -> String) throws -> AppAction
  {
    let value: JSONValue
    do {
      value = try JSONParser().parse(payload)
    } catch {
      throw Mismatch(description: "\(record()) is not valid JSON: \(error)")
    }
    guard case .object(let object) = value else { throw Mismatch(description: "\(record()) is not a JSON object") }
    var edge = NoEdge()
    let request: Request
    do {
      request = try ActionDecoder.decode(object, edge: &edge)
    } catch {
      throw Mismatch(description: "\(record()) is not an action: \(error)")
    }
    guard case .dispatch(let action, _) = request, !edge.wasAsked else {
      throw Mismatch(description: "\(record()) lacks an ID or time")
    }
    return action
  }
}
