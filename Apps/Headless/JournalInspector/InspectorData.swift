import App
import DomainValues
import Files
import Foundation
import JSON
import JSONFieldCodec
import JSONOutput
import Journal
import Persistence
import StdioProtocol
import UDF
import UDFWire

/// The data behind the inspector page: every record of a journal with its action, the events it
/// published, the entities it touched, and the patch it made to the state.
///
/// A patch holds, for each entity the action touched, its whole value after the action (by ID, for
/// every part of the state that holds entities; every other part whole when it changed), so
/// the page rebuilds the state at any step by applying patches in order from the nearest full
/// state. An entity's patch holds only the fields the action changed (all of them for a new one;
/// null for one the action removed). The parts come from the app's registered modules.
/// A full state is stored at step 0 and then whenever the patches since the last one outweigh
/// twice its size, never one per step: full states cost at most half of the page, and rebuilding
/// any step applies at most that many bytes of patches. Built with the same decoder
/// and reducers as replay: the state after step S is exactly `superapp replay --until S`.
struct InspectorData {
  /// Patch bytes after which a new full state is stored, at least (1 MiB).
  static let minimumCheckpointDistance = 1 << 20

  /// Appends `{"records":[[name, action, events, patch],…],"checkpoints":{"0":state,…},…}` to `writer`, calling
  /// `drain` after each record so a large journal streams out. Throws like replay (exit 3).
  static func write(
    journal path: String, into writer: inout JSONWriter, drain: (inout JSONWriter) throws -> Void
  ) throws -> (records: Int, warning: String?) {
    var state = AppState()
    var checkpoints: [(Int, [UInt8])] = [(0, fullState(state))]
    var count = 0
    var bytesSinceCheckpoint = 0
    // The last fields written for each entity: what a patch compares with. Keeping a copy of the
    // whole state before each action instead would make every action copy the tables it changes.
    var lastFields: [String: FieldBytes] = [:]
    var lastCheckpointSize = checkpoints[0].1.count
    var base = 0
    writer.beginObject()
    writer.key("records")
    writer.beginArray()
    let recovery = try JournalReader.read(path: path) { entry in
      let before = WholeParts(state)
      let start = writer.bytes.count
      switch try JournalReplay.apply(entry, to: &state) {
      case .base:
        // A compacted journal's first record: the state every later step starts from.
        base = entry.seq
        checkpoints = [(0, fullState(state))]
        lastCheckpointSize = checkpoints[0].1.count
        return
      case .applied(let action, let reduction):
        writeRecord(
          action: action, reduction: reduction, refusal: nil, before: before, after: state,
          lastFields: &lastFields, into: &writer)
      case .refused(let action, let rejection):
        writeRecord(
          action: action, reduction: Reduction(), refusal: "\(rejection.code): \(rejection.message)",
          before: before, after: state, lastFields: &lastFields, into: &writer)
      }
      count += 1
      bytesSinceCheckpoint += writer.bytes.count - start
      if bytesSinceCheckpoint > max(minimumCheckpointDistance, 2 * lastCheckpointSize) {
        let full = fullState(state)
        checkpoints.append((count, full))
        lastCheckpointSize = full.count
        bytesSinceCheckpoint = 0
      }
      try drain(&writer)
    }
    writer.endArray()
    writer.key("checkpoints")
    writer.object { writer in
      for (seq, bytes) in checkpoints {
        writer.key(String(seq))
        writer.rawValue(bytes)
      }
    }
    writer.field("collections", strings: AppState.parts.filter(\.holdsEntities).map(\.name))
    writer.field("wholeParts", strings: WholeParts.parts.map(\.name))
    writer.field("journal", FilePath.split(path).file)
    writer.field("base", base)
    writer.field("warning", recovery.warning)
    writer.endObject()
    return (count, recovery.warning)
  }

  /// One record, as an array to keep a large page small: `[name, action, events, patch]`, and a
  /// fifth element, the rule's message, for a record today's rules refuse. Its sequence number is
  /// its position after the journal's base (records are numbered without gaps), its time is the
  /// action's `at`, the entities it touched are the patch's keys.
  private static func writeRecord(
    action: AppAction, reduction: Reduction<AppAction>, refusal: String?, before: WholeParts, after: AppState,
    lastFields: inout [String: FieldBytes], into writer: inout JSONWriter
  ) {
    writer.array { writer in
      writer.string(action.wireName)
      writer.object { action.write(to: &$0) }
      writer.array { writer in
        for event in reduction.events {
          writer.object { writer in
            writer.field("name", type(of: event).name)
            event.write(to: &writer)
          }
        }
      }
      writer.object { writer in
        writePatch(reduction.touched, before: before, after: after, lastFields: &lastFields, into: &writer)
      }
      if let refusal { writer.string(refusal) }
    }
  }

  /// The touched entities' values after the action, by collection; a full state for a load that
  /// touched everything.
  private static func writePatch(
    _ touched: Touched, before: WholeParts, after: AppState, lastFields: inout [String: FieldBytes],
    into writer: inout JSONWriter
  ) {
    if touched == .everything {
      lastFields.removeAll()
      writer.key("full")
      writer.rawValue(fullState(after))
      return
    }
    for key in touched.keys {
      let id = key.uuid
      // The same UUID may name entities of several kinds: each collection is looked at.
      let text = id.uuidString.lowercased()
      for part in AppState.parts where part.holdsEntities {
        let key = part.name + "." + text
        guard let entity = part.entity(ID(id), in: after) else {
          // Gone from its collection: the page removes it.
          if lastFields.removeValue(forKey: key) != nil {
            writer.key(key)
            writer.null()
          }
          continue
        }
        let fields = FieldBytes(of: entity)
        writeChanges(key, fields, lastFields[key], into: &writer)
        lastFields[key] = fields
      }
    }
    for (part, copy) in zip(WholeParts.parts, before.copies) where !part.isUnchanged(copy, in: after) {
      part.write(after, as: part.name, to: &writer)
    }
  }

  /// `"items.<id>":{changed fields}` for one entity (all fields when it is new; nothing when no
  /// field changed). The page merges the fields into the entity, or appends a new one with its
  /// `id` from the key.
  private static func writeChanges(
    _ key: String, _ after: FieldBytes, _ before: FieldBytes?, into writer: inout JSONWriter
  ) {
    let changed = after.changed(since: before)
    guard !changed.isEmpty else { return }
    writer.key(key)
    writer.object { writer in
      for (key, json) in changed where key != "id" {
        writer.key(key)
        writer.rawValue(json)
      }
    }
  }

  /// The whole state in its `state.get` shape.
  private static func fullState(_ state: AppState) -> [UInt8] {
    StateEncoder.json(state)
  }
}

/// The parts of the state that hold no entities (small: a driver, a screen), copied before an
/// action to tell whether it changed them.
private struct WholeParts {
  static let parts = AppState.parts.filter { !$0.holdsEntities }
  let copies: [any Sendable]

  init(_ state: AppState) {
    copies = Self.parts.map { $0.copy(of: state) }
  }
}
