import App
import Foundation
import HeadlessKit
import Journal
import Persistence
import Testing

/// A small journal (header and four records) written by `superapp` itself from fixed actions, so
/// its bytes are the same on every run, with the live state after each record.
struct JournalE2EHostileFlipJournal: Sendable {
  /// The whole file.
  let bytes: [UInt8]
  /// Where each line starts: `starts[0]` is the header (0), `starts[k]` record `k`.
  let starts: [Int]
  /// `states[k]`: the state text `state.get` showed after `k` records.
  let states: [String]

  /// The number of records.
  var recordCount: Int { starts.count - 1 }

  /// The line holding byte `index`: 0 for the header, `k` for record `k`.
  func line(ofByte index: Int) -> Int {
    starts.lastIndex { $0 <= index } ?? 0
  }

  /// The fixed actions; every ID and time is given, so the journal is byte for byte reproducible.
  static let actions = [
    #"{"action":"user.didLoad","user":{"id":"a0000000-0000-4000-8000-000000000007","firstName":"Bit","lastName":"Flip"}}"#,
    #"{"action":"item.create","id":"1e000000-0000-4000-8000-000000000071","title":"Pack","tags":["a"],"at":"2026-11-22T09:00:00Z"}"#,
    #"{"action":"item.create","id":"1e000000-0000-4000-8000-000000000072","title":"Cups","at":"2026-11-22T09:01:00Z"}"#,
    #"{"action":"item.addTag","item":"1e000000-0000-4000-8000-000000000071","tag":"b"}"#,
  ]

  /// Runs the fixed actions through `superapp --journal path`, asking for the state after each.
  static func make(at path: String) throws -> JournalE2EHostileFlipJournal {
    let state = #"{"action":"state.get"}"#
    let run = try JournalE2ERun.run(["--journal", path], input: [state] + actions.flatMap { [$0, state] })
    guard run.exit.exited(0) else { throw JournalE2EFailure("flip journal run failed: \(run.exit)") }
    let states = try run.replies().compactMap(\.valueText)
    let bytes = try JournalE2EFiles.bytes(path)
    let lines = JournalE2EFiles.lines(bytes)
    guard states.count == actions.count + 1, lines.count == actions.count + 1 else {
      throw JournalE2EFailure("flip journal: \(states.count) states, \(lines.count) lines: \(run.lines)")
    }
    let starts = lines.dropLast().reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.count) }
    return JournalE2EHostileFlipJournal(bytes: bytes, starts: starts, states: states)
  }

  /// The file with bit `bit % 8` of byte `bit / 8` flipped.
  func flipped(_ bit: Int) -> [UInt8] {
    var damaged = bytes
    damaged[bit / 8] ^= UInt8(1) << UInt8(bit % 8)
    return damaged
  }
}

/// What one flipped journal came to: refused untouched, or cut at `offset` into a quarantine file.
enum JournalE2EHostileFlipOutcome: Equatable, Sendable {
  case refused
  case cut(offset: Int)
}

/// One flip checked in process, through the same calls `superapp` makes: `JournalReader.read`
/// (what `replay` does) and `Journal(path:fsync:createdBy:replay:)` (what serving does), each
/// replaying records into an `AppState` with `JournalReplay.apply`, on a real file.
struct JournalE2EHostileInProcessFlip {
  /// The undamaged journal.
  let journal: JournalE2EHostileFlipJournal
  /// `states[k]`: the state after replaying the first `k` records of the undamaged journal.
  let states: [AppState]
  /// The directory the damaged file is written to (emptied after each flip).
  let directory: String

  init(journal: JournalE2EHostileFlipJournal, original path: String, directory: String) throws {
    var states = [AppState()]
    var state = AppState()
    _ = try JournalReader.read(path: path) { entry in
      try JournalReplay.apply(entry, to: &state)
      states.append(state)
    }
    guard states.count == journal.recordCount + 1 else {
      throw JournalE2EFailure("the undamaged journal replays \(states.count - 1) records in process")
    }
    self.journal = journal
    self.states = states
    self.directory = directory
  }

  /// Flips `bit`, opens the file read-only and then to serve, and checks either outcome in full;
  /// returns it, or what went wrong.
  func check(bit: Int) -> Result<JournalE2EHostileFlipOutcome, JournalE2EFailure> {
    let damaged = journal.flipped(bit)
    let line = journal.line(ofByte: bit / 8)
    let name = "flip.jsonl"
    let path = directory + "/" + name
    let label = "bit \(bit) (byte \(bit / 8), line \(line))"
    defer {
      for leftover in (try? JournalE2EHostileFiles.names(in: directory)) ?? [] {
        try? FileManager.default.removeItem(atPath: directory + "/" + leftover)
      }
    }
    do {
      try JournalE2EFiles.write(damaged, to: path)

      var readState = AppState()
      let readOnly = Result { try JournalReader.read(path: path) { try JournalReplay.apply($0, to: &readState) } }
      guard try JournalE2EFiles.bytes(path) == damaged, try JournalE2EHostileFiles.names(in: directory) == [name] else {
        return .failure(JournalE2EFailure("\(label): reading it read-only changed the directory or the file"))
      }

      var serveState = AppState()
      let opened = Result {
        let opened = try Journal(path: path, fsync: .never, createdBy: "superapp 2.0.0") {
          try JournalReplay.apply($0, to: &serveState)
        }
        try opened.close()
        return opened.recovery
      }

      switch (opened, readOnly) {
      case (.failure(let error), .failure(let readError)):
        let message = "\(error)"
        if let problem = Self.refusalProblem(message, line: line) {
          return .failure(JournalE2EFailure("\(label): \(problem)"))
        }
        guard "\(readError)" == message else {
          return .failure(JournalE2EFailure("\(label): read-only says \(readError); serving says \(message)"))
        }
        guard try JournalE2EFiles.bytes(path) == damaged, try JournalE2EHostileFiles.names(in: directory) == [name]
        else {
          return .failure(JournalE2EFailure("\(label): refused (\(message)) but the file or directory changed"))
        }
        return .success(.refused)
      case (.success(let recovery), .success(let readRecovery)):
        guard let tail = recovery.tornTail else { return .failure(JournalE2EFailure("\(label): accepted silently")) }
        let offset = tail.offset
        let quarantine = path + ".torn-at-\(offset)"
        guard offset == journal.starts[journal.recordCount], line == journal.recordCount else {
          return .failure(JournalE2EFailure("\(label): cut at \(offset), not at the last record"))
        }
        guard recovery.quarantinePath == quarantine, recovery.warning?.contains(quarantine) == true else {
          return .failure(JournalE2EFailure("\(label): the warning does not name \(quarantine): \(recovery)"))
        }
        guard try JournalE2EFiles.bytes(quarantine) == Array(damaged[offset...]),
          try JournalE2EFiles.bytes(path) == Array(damaged.prefix(offset)),
          try JournalE2EHostileFiles.names(in: directory) == [name, name + ".torn-at-\(offset)"]
        else { return .failure(JournalE2EFailure("\(label): the cut bytes are not exactly in \(quarantine)")) }
        guard readRecovery.tornTail?.offset == offset, readRecovery.quarantinePath == nil else {
          return .failure(JournalE2EFailure("\(label): read-only found \(readRecovery), serving \(recovery)"))
        }
        guard serveState == states[line - 1], readState == states[line - 1], recovery.lastSeq == line - 1 else {
          return .failure(
            JournalE2EFailure("\(label): the state after the cut is not the state after \(line - 1) records"))
        }
        return .success(.cut(offset: offset))
      default:
        return .failure(JournalE2EFailure("\(label): read-only gave \(readOnly), serving \(opened)"))
      }
    } catch {
      return .failure(JournalE2EFailure("\(label): \(error)"))
    }
  }

  /// Why a refusal's message is wrong for damage in `line`, or nil: the header's damage says "not a
  /// superapp journal", a record's names that record.
  static func refusalProblem(_ message: String, line: Int) -> String? {
    if line == 0 {
      return message.contains("is not a superapp journal")
        ? nil : "header damage refused without 'not a superapp journal': \(message)"
    }
    return message.contains("record \(line) ") || message.contains("record \(line),")
      ? nil : "record \(line) damage refused without naming it: \(message)"
  }
}

/// Counts a sweep's outcomes and failures from several threads.
final class JournalE2EHostileTally: @unchecked Sendable {
  // `@unchecked`: every access holds `lock`.
  private let lock = NSLock()
  private var refused = 0
  private var cut = 0
  private var failures: [String] = []
  private var accepted = 0

  /// Adds one flip's outcome.
  func add(_ result: Result<JournalE2EHostileFlipOutcome, JournalE2EFailure>) {
    lock.withLock {
      switch result {
      case .success(.refused): refused += 1
      case .success(.cut): cut += 1
      case .failure(let failure):
        if failure.description.hasSuffix("accepted silently") { accepted += 1 }
        failures.append(failure.description)
      }
    }
  }

  /// The counts so far.
  var totals: (refused: Int, cut: Int, accepted: Int, failures: [String]) {
    lock.withLock { (refused, cut, accepted, failures) }
  }

  /// The counts, after printing `summary` of them and recording the first ten failures (and a
  /// failed expectation if there were any) on the running test.
  func reported(
    _ summary: (_ refused: Int, _ cut: Int, _ accepted: Int) -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> (refused: Int, cut: Int, accepted: Int) {
    let (refused, cut, accepted, failures) = totals
    print(summary(refused, cut, accepted))
    for failure in failures.prefix(10) { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
    #expect(failures.isEmpty, "\(failures.count) flips went wrong", sourceLocation: sourceLocation)
    return (refused, cut, accepted)
  }
}
