import App
import BinaryFieldCodec
import DomainValues
import Foundation
import JSON
import JSONFieldCodec
import Journal
import StdioProtocol
import UDF

/// Rebuilds the state from journal records: decode each payload and reduce it into a state value,
/// with no store, so nothing is observed, published or started (replay is silent by construction).
///
/// Records hold the canonical form of accepted actions with every ID and time filled in, so replay
/// needs no clock and no random numbers; a record that is not JSON, not an action or lacks an ID or
/// time means the journal does not match this app: an error naming the record (exit 3). A
/// compacted journal's base record holds a whole state in its stored shape, which replaces the
/// state being built.
///
/// **When today's rules refuse a recorded action** (a rule was tightened since it was accepted,
/// or an earlier record was refused and this one depended on it), replay does not fail and does
/// not bend today's rules: the record is reported (`Outcome.refused`, which the app prints as a
/// warning naming the record, the action and the rule) and replayed as refused, exactly as the
/// live app would refuse it now; the state stays one today's rules can create, and the journal
/// stays usable. Nothing is lost: the record stays in the journal byte for byte (the inspector shows
/// it), and loosening the rule again brings it back on the next start, until a compaction folds it
/// into a base state.
/// A record's payload is decoded from borrowed bytes in place, as `JournalReader` lends them.
public enum JournalReplay {
  /// Decodes one record and reduces it into `state` (or, for a base record, restores the state
  /// it holds); throws `Mismatch` for a record this app cannot read.
  @discardableResult
  public static func apply(_ entry: JournalEntry, to state: inout AppState) throws -> Outcome {
    if entry.isBase {
      do {
        // The reader lends the payload once and never reads it again: its memory may go.
        state = try entry.withPayload { try Snapshot.restore($0, releasingText: true) }
      } catch {
        throw Mismatch(
          description: "the base record \(entry.seq) at byte \(entry.offset) holds no usable state: \(error)")
      }
      return .base
    }
    let action = try entry.withPayload { (payload) throws -> AppAction in
      try Self.action(from: payload, record: "record \(entry.seq) at byte \(entry.offset)")
    }
    // (`record` is an autoclosure: the description is built only when a record is bad.)
    do {
      return .applied(action, try AppState.reduce(&state, action))
    } catch {
      return .refused(action, error)
    }
  }

  /// The complete action a record's payload holds; `record` names it in error messages.
  public static func action(from payload: Span<UInt8>, record: @autoclosure () -> String) throws -> AppAction {
    do {
      return try JSONDocument.parse(payload) { document in try action(from: document, record: record) }
    } catch let error as JSONParseError {
      throw Mismatch(description: "\(record()) is not valid JSON: \(error)")
    }
  }

  /// The complete action a record's parsed payload holds; `record` names it in error messages.
  private static func action(from document: JSONDocument, record: () -> String) throws -> AppAction {
    guard document.kind(document.root) == .object else {
      throw Mismatch(description: "\(record()) is not a JSON object")
    }
    let request: Request
    do {
      request = try ActionDecoder.decodeStored(document)
    } catch  where error.code == WireContext.lacksStoredValue {
      throw Mismatch(description: "\(record()) lacks an ID or time (\(error.message))")
    } catch {
      throw Mismatch(description: "\(record()) is not an action: \(error)")
    }
    guard case .dispatch(let action, _) = request else {
      throw Mismatch(description: "\(record()) is not an action: it is a query")
    }
    return action
  }
}
