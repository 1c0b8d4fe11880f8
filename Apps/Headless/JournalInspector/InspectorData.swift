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
package struct InspectorData {
  /// Patch bytes after which a new full state is stored, at least (1 MiB).
  static let minimumCheckpointDistance = 1 << 20

  /// Appends `{"steps":[step,…],"collections":…,"wholeParts":…,"journal":…,"base":…,"warning":…}`
  /// to `writer`, calling `drain` after each record and each entity of a full state so a large
  /// journal streams out. A step is a record, `[name, action, events, patch, refusal?]`, or a full
  /// state, `{"checkpoint":N,"state":{…}}`: the state after the first N records, written where it
  /// is made (before record N + 1), so no full state is ever held in memory. Throws like replay
  /// (exit 3). Returns the records shown, recovery's warning and the base record's number (0 when
  /// the journal was never compacted).
  package static func write(
    journal path: String, into writer: inout JSONWriter, drain: (inout JSONWriter) throws -> Void
  ) throws -> (records: Int, warning: String?, base: Int) {
    try withoutActuallyEscaping(drain) { drain in
      try write(journal: path, into: &writer, output: Output(drain: drain))
    }
  }

  private static func write(
    journal path: String, into writer: inout JSONWriter, output: Output
  ) throws -> (records: Int, warning: String?, base: Int) {
    var output = output
    var state = AppState()
    var count = 0
    var bytesSinceCheckpoint = 0
    var lastCheckpointSize = 0
    var wroteStart = false
    // What each entity's last patch left on the page: what the next patch is compared with.
    var written = WrittenFields(collections: Collections.parts.count)
    var base = 0
    writer.beginObject()
    writer.key("steps")
    writer.beginArray()
    let recovery = try JournalReader.read(path: path) { entry in
      if !entry.isBase, !wroteStart {
        // Step 0: the empty state, or a compacted journal's base.
        lastCheckpointSize = try output.checkpoint(0, state, into: &writer)
        wroteStart = true
      }
      let before = WholeParts(state)
      let start = output.position(of: writer)
      switch try JournalReplay.apply(entry, to: &state) {
      case .base:
        // A compacted journal's first record: the state every later step starts from.
        base = entry.seq
        return
      case .applied(let action, let reduction):
        try writeRecord(
          action: action, reduction: reduction, refusal: nil, before: before, after: state,
          written: &written, into: &writer, output: &output)
      case .refused(let action, let rejection):
        try writeRecord(
          action: action, reduction: Reduction(), refusal: "\(rejection.code): \(rejection.message)",
          before: before, after: state, written: &written, into: &writer, output: &output)
      }
      count += 1
      bytesSinceCheckpoint += output.position(of: writer) - start
      if bytesSinceCheckpoint > max(minimumCheckpointDistance, 2 * lastCheckpointSize) {
        lastCheckpointSize = try output.checkpoint(count, state, into: &writer)
        bytesSinceCheckpoint = 0
      }
      try output.drain(&writer)
    }
    if !wroteStart { _ = try output.checkpoint(0, state, into: &writer) }
    writer.endArray()
    writer.field("collections", strings: Collections.parts.map(\.name))
    writer.field("wholeParts", strings: WholeParts.parts.map(\.name))
    writer.field("journal", FilePath.split(path).file)
    writer.field("base", base)
    writer.field("warning", recovery.warning)
    writer.endObject()
    return (count, recovery.warning, base)
  }

  /// One record, as an array to keep a large page small: `[name, action, events, patch]`, and a
  /// fifth element, the rule's message, for a record today's rules refuse. Its sequence number is
  /// its position after the journal's base (records are numbered without gaps), its time is the
  /// action's `at`, the entities it touched are the patch's keys.
  private static func writeRecord(
    action: AppAction, reduction: Reduction<AppAction>, refusal: String?, before: WholeParts, after: AppState,
    written: inout WrittenFields, into writer: inout JSONWriter, output: inout Output
  ) throws {
    try writer.array { writer in
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
      try writer.object { writer in
        try writePatch(
          reduction.touched, before: before, after: after, written: &written, into: &writer, output: &output)
      }
      if let refusal { writer.string(refusal) }
    }
  }

  /// The touched entities' values after the action, by collection; a full state for a load that
  /// touched everything.
  private static func writePatch(
    _ touched: Touched, before: WholeParts, after: AppState, written: inout WrittenFields,
    into writer: inout JSONWriter, output: inout Output
  ) throws {
    if touched == .everything {
      written.removeAll()
      writer.key("full")
      _ = try output.state(after, into: &writer)
      return
    }
    for key in touched.keys {
      let id = key.uuid
      // The same UUID may name entities of several kinds: each collection is looked at.
      let text = id.uuidString.lowercased()
      for (collection, part) in Collections.parts.enumerated() {
        let key = part.name + "." + text
        guard let entity = part.entity(ID(id), in: after) else {
          // Gone from its collection: the page removes it.
          if written.remove(id, in: collection) {
            writer.key(key)
            writer.null()
          }
          continue
        }
        let fields = FieldBytes(of: entity)
        writeChanges(key, fields, written.changedFields(fields, of: id, in: collection), into: &writer)
      }
    }
    for (part, copy) in zip(WholeParts.parts, before.copies) where !part.isUnchanged(copy, in: after) {
      part.write(after, as: part.name, to: &writer)
    }
  }

  /// `"items.<id>":{changed fields}` for one entity (all fields when it is new; nothing when no
  /// field changed). The page merges the fields into the entity, or appends a new one with its
  /// `id` from the key.
  private static func writeChanges(_ key: String, _ after: FieldBytes, _ changed: [Int], into writer: inout JSONWriter)
  {
    guard !changed.isEmpty else { return }
    writer.key(key)
    writer.object { writer in
      for position in changed where after.fields[position].key != "id" {
        writer.key(after.fields[position].key)
        writer.rawValue(after.fields[position].json)
      }
    }
  }
}

/// The page's data on its way out through `drain`, counting what has left so a full state's size
/// is known without holding it.
private struct Output {
  let drainBody: (inout JSONWriter) throws -> Void
  /// Bytes handed out by `drain` so far.
  private(set) var drained = 0

  init(drain: @escaping (inout JSONWriter) throws -> Void) {
    drainBody = drain
  }

  /// The number of bytes of data written so far, drained or still in `writer`.
  func position(of writer: JSONWriter) -> Int {
    drained + writer.bytes.count
  }

  /// Hands `writer`'s bytes to the drain, which takes them or leaves them for later.
  mutating func drain(_ writer: inout JSONWriter) throws {
    let count = writer.bytes.count
    try drainBody(&writer)
    drained += count - writer.bytes.count
  }

  /// `{"checkpoint":N,"state":{…}}`: the full state after `records` records, as a step; the size
  /// of the state's JSON.
  mutating func checkpoint(_ records: Int, _ state: AppState, into writer: inout JSONWriter) throws -> Int {
    writer.beginObject()
    writer.field("checkpoint", records)
    writer.key("state")
    let size = try self.state(state, into: &writer)
    writer.endObject()
    return size
  }

  /// The whole state in its `state.get` shape, drained after each entity so it is never held
  /// whole; the size of its JSON.
  mutating func state(_ state: AppState, into writer: inout JSONWriter) throws -> Int {
    let start = position(of: writer)
    var drained = self.drained
    var failure: (any Error)?
    StateEncoder.stream(state, into: &writer) { [drainBody] writer in
      guard failure == nil else { return writer.discardWritten() }
      let count = writer.bytes.count
      do {
        try drainBody(&writer)
      } catch {
        failure = error
      }
      drained += count - writer.bytes.count
    }
    self.drained = drained
    if let failure { throw failure }
    return position(of: writer) - start
  }
}

/// The parts of the state that hold entities, in the order `WrittenFields` numbers them.
private enum Collections {
  static let parts = AppState.parts.filter(\.holdsEntities)
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
