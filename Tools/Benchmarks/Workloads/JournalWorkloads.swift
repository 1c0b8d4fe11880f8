import App
import BenchmarkKit
import Files
import Foundation
import HeadlessKit
import Items
import JSON
import Journal
import Persistence
import StdioProtocol
import UDF

/// J1: the journal's replay rate at start and its append rate under each fsync policy.
///
/// Variants: `replay` (size = records in the journal) and `append-always-1`, `append-always-100`,
/// `append-batch`, `append-never` (size = records appended).
func runJournal(variant: String, records: Int) throws -> Measurement {
  if variant == "replay" { return try runJournalReplay(records: records) }
  if variant == "read-floor" { return try runJournalReadFloor(records: records, parse: false) }
  if variant == "read-parse-floor" { return try runJournalReadFloor(records: records, parse: true) }
  let plans: [String: (policy: FsyncPolicy, group: Int)] = [
    "append-always-1": (.always, 1), "append-always-100": (.always, 100),
    "append-batch": (.batch, 1), "append-never": (.never, 1),
  ]
  guard let plan = plans[variant] else { throw ChecksumFailure(description: "unknown J1 variant \(variant)") }
  return try runJournalAppend(records: records, policy: plan.policy, group: plan.group)
}

/// The floors of replay: the same journal read and checksummed record by record (what any replay
/// must do), and with `parse` each payload also parsed by the project's JSON parser (into one
/// reused token buffer), with nothing decoded or applied: the read + parse floor J1's goal is
/// stated against (issue 44).
private func runJournalReadFloor(records: Int, parse: Bool) throws -> Measurement {
  let script = SessionScript(count: records, includeTimes: true)
  let path = try Scratch.shared("J1") + "/journal-\(records).jsonl"
  defer { Scratch.releaseShared("J1") }
  try Scratch.generateOnce(path) { partial in try writeJournal(script, to: partial) }
  var read = 0
  var bytes = 0
  var parser = JSONDocumentParser()
  let ns = try timeLoop(operations: records) {
    _ = try JournalReader.read(path: path) { entry in
      read += 1
      bytes &+= entry.payload.count
      if parse { bytes &+= try entry.withPayload { payload in try parser.parse(payload) { $0.tokenCount } } }
    }
  }
  try check(read == records && bytes > 0, "J1 read floor: \(read) records read, expected \(records)")
  return Measurement(nsPerOp: ns, peakKiB: peakMemoryKiB(), extra: ["records/s": 1e9 / ns])
}

/// Times `Journal(path:fsync:createdBy:replay:)` over a generated journal, decoding and dispatching every
/// record into a fresh `AppState` exactly as the app does at start (JournalReplay's steps).
private func runJournalReplay(records: Int) throws -> Measurement {
  let script = SessionScript(count: records, includeTimes: true)
  let path = try Scratch.shared("J1") + "/journal-\(records).jsonl"
  defer { Scratch.releaseShared("J1") }
  try Scratch.generateOnce(path) { partial in try writeJournal(script, to: partial) }
  var state = AppState()
  var replayed = 0
  var journal: Journal?
  let ns = try timeLoop(operations: records) {
    let replay = ConcurrentReplay(state: AppState())
    journal = try Journal(
      path: path, fsync: .never, createdBy: "superapp benchmarks",
      replay: { entry in
        try replay.add(entry)
        replayed += 1
      }, afterLastRecord: replay.finish)
    state = replay.state
  }
  let lastSeq = journal?.lastSeq ?? 0
  try journal?.close()
  let items = state.items.items.count
  try check(replayed == records && lastSeq == records, "J1 replay: \(replayed) records replayed, expected \(records)")
  try check(items == script.expectedItems, "J1 replay: \(items) items, expected \(script.expectedItems)")
  let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
  return Measurement(
    nsPerOp: ns, peakKiB: peakMemoryKiB(),
    extra: ["records/s": 1e9 / ns, "bytes/record": Double(size) / Double(records)])
}

/// Times appending `records` canonical payloads to a fresh journal (the closing flush included):
/// `group` appends, then one `commit()`, as the app does for the lines waiting in its input.
private func runJournalAppend(records: Int, policy: FsyncPolicy, group: Int) throws -> Measurement {
  let payloads = try canonicalPayloads(SessionScript(count: records, includeTimes: true))
  let directory = try Scratch.fresh("J1")
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let path = directory + "/journal.jsonl"
  let journal = try Journal(path: path, fsync: policy, createdBy: "superapp benchmarks") { _ in
    throw ChecksumFailure(description: "a fresh journal has no records")
  }
  let ns = try timeLoop(operations: records) {
    var index = 0
    while index < records {
      let end = min(index + group, records)
      for payload in payloads[index..<end] { try journal.append(payload) }
      try journal.commit()
      index = end
    }
    try journal.close()
  }
  let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
  try check(journal.lastSeq == records, "J1 append: last seq \(journal.lastSeq), expected \(records)")
  try check(
    size > payloads.reduce(0) { $0 + $1.count }, "J1 append: file of \(size) bytes is smaller than its payloads")
  return Measurement(
    nsPerOp: ns, peakKiB: peakMemoryKiB(),
    extra: ["records/s": 1e9 / ns, "bytes/record": Double(size) / Double(records)])
}

/// The journal of `script`: each line decoded into a real `AppAction` and written as
/// `ActionEncoder.encode` writes it, with fsync never, then fsynced once so that a later replay's
/// open finds nothing dirty to write back.
private func writeJournal(_ script: SessionScript, to path: String) throws {
  let journal = try Journal(path: path, fsync: .never, createdBy: "superapp benchmarks") { _ in }
  let groupSize = 1_000
  var group: [[UInt8]] = []
  var line: [UInt8] = []
  for index in 0..<script.count {
    line.removeAll(keepingCapacity: true)
    script.line(index, into: &line)
    group.append(try canonicalPayload(line))
    if group.count == groupSize || index == script.count - 1 {
      try journal.append(contentsOf: group)
      group.removeAll(keepingCapacity: true)
    }
  }
  try journal.flush()
  try journal.close()
}

/// The canonical payloads of every line of `script`.
private func canonicalPayloads(_ script: SessionScript) throws -> [[UInt8]] {
  var line: [UInt8] = []
  return try (0..<script.count).map { index in
    line.removeAll(keepingCapacity: true)
    script.line(index, into: &line)
    return try canonicalPayload(line)
  }
}

/// What the app journals for an input line: the decoded action, encoded canonically.
private func canonicalPayload(_ line: [UInt8]) throws -> [UInt8] {
  let action = try JournalReplay.action(from: line.span, record: "generated line")
  return ActionEncoder.encode(action)
}

extension SessionScript {
  /// Items in the state after the whole script: one created and one provisioned per cycle.
  var expectedItems: Int {
    let positions = count - setupCount
    func lines(at offset: Int) -> Int { positions > offset ? (positions - offset + 9) / 10 : 0 }
    return lines(at: 0) + lines(at: 6)
  }
}

/// J1's notes: the replay rate, the append rate of each policy; then the generated journal goes.
func finishJournal(_ table: inout Table) {
  for row in table.rows where row.nsPerOp.median > 0 {
    let rate = format(1e9 / row.nsPerOp.median)
    let bytes = row.extra["bytes/record"].map { ", \(format($0)) bytes/record" } ?? ""
    if row.variant == "read-floor" {
      table.notes.append("read floor (read and checksum only): \(rate) records/s")
    } else if row.variant == "read-parse-floor" {
      table.notes.append("read + parse floor (read, checksum and parse each record's JSON): \(rate) records/s")
    } else if row.variant == "replay" {
      table.notes.append(
        "replay of \(row.size) actions: \(rate) actions/s (\(format(row.nsPerOp.median)) ns/action)\(bytes)")
    } else {
      table.notes.append("\(row.variant): \(rate) records/s\(bytes)")
    }
  }
  let rows = table.rows
  let median = { (variant: String) in rows.first { $0.variant == variant }?.nsPerOp.median }
  if let floor = median("read-floor"), let replay = median("replay"), floor > 0 {
    table.notes.append("replay = \(format(replay / floor))x the read floor")
  }
  if let floor = median("read-parse-floor"), let replay = median("replay"), floor > 0 {
    table.notes.append("replay = \(format(replay / floor))x the read + parse floor")
  }
  table.addRatio(to: "read-parse-floor")
  Scratch.removeShared("J1")
}

/// J2: start-up on a journal with a snapshot near its end, against a full replay of the same
/// journal, in one run; and what writing that snapshot costs.
///
/// Variants (size = records): `full` replays every record; `snapshot` loads the newest snapshot
/// (taken after record `size - 10,000`) and replays the 10,000 records after it;
/// `snapshot-write` writes that snapshot (ns per record covered, bytes in `extra`).
func runSnapshotStart(variant: String, records: Int) throws -> Measurement {
  let script = SessionScript(count: records, includeTimes: true)
  let path = try Scratch.shared("J2") + "/journal-\(records).jsonl"
  defer { Scratch.releaseShared("J2") }
  try Scratch.generateOnce(path) { partial in try writeJournal(script, to: partial) }
  let covered = records - 10_000
  let existing = try newestSnapshot(of: path)
  if variant == "snapshot-write" || existing?.point.seq != covered || existing?.format != Snapshot.format {
    var state = AppState()
    var point: JournalResumePoint?
    _ = try JournalReader.read(path: path) { entry in
      guard entry.seq <= covered else { return }
      try JournalReplay.apply(entry, to: &state)
      if entry.seq == covered {
        point = entry.resumePoint
      }
    }
    guard let point else { throw ChecksumFailure(description: "J2: no record \(covered)") }
    var written = (path: "", bytes: 0)
    let ns = try timeLoop(operations: covered) {
      let result = try Snapshot.write(state, after: point, journal: path, createdBy: "superapp benchmarks")
      written = (result.path, result.bytes)
    }
    if variant == "snapshot-write" {
      return Measurement(nsPerOp: ns, peakKiB: peakMemoryKiB(), extra: ["snapshot MB": Double(written.bytes) / 1e6])
    }
  }
  if variant == "compact" || variant.hasPrefix("compacted-") {
    return try runCompaction(variant: variant, records: records, journal: path, script: script)
  }
  var state = AppState()
  var replayed = 0
  var loaded: Snapshot.LoadTimings?
  let ns = try timeLoop(operations: records) {
    var resume: JournalResumePoint?
    var start = AppState()
    // As in the app: the journal is locked before its snapshot is chosen.
    let file = try PosixJournalFile.open(path: path, access: .readWrite(newFile: []))
    if variant == "snapshot" {
      // `found` ends with this block: as in the app, nothing else holds the snapshot's state,
      // so the replay changes its tables in place.
      guard let found = Snapshot.newest(journal: path, file: file).found else {
        throw ChecksumFailure(description: "J2: no snapshot")
      }
      start = found.state
      resume = found.point
      loaded = found.timings
    }
    state = AppState()
    let replay = ConcurrentReplay(state: consume start)
    let journal = try Journal(
      file: file, fsync: .never, resumingAfter: resume,
      replay: { entry in
        try replay.add(entry)
        replayed += 1
      }, afterLastRecord: replay.finish)
    state = replay.state
    try journal.close()
  }
  try check(state.items.items.count == script.expectedItems, "J2 \(variant): \(state.items.items.count) items")
  try check(replayed == (variant == "snapshot" ? 10_000 : records), "J2 \(variant): \(replayed) records replayed")
  var extra = ["start ms": ns * Double(records) / 1e6]
  // Where a start from the snapshot went (what `superapp --timings` says): the file, its checks, its state.
  if let loaded {
    let milliseconds = { (duration: Duration) in
      Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
    }
    extra["reading ms"] = milliseconds(loaded.reading)
    extra["checking ms"] = milliseconds(loaded.checking)
    extra["restoring ms"] = milliseconds(loaded.restoring)
  }
  return Measurement(nsPerOp: ns, peakKiB: peakMemoryKiB(), extra: extra)
}

/// The newest usable snapshot of the journal at `path` (read only: nothing else uses it meanwhile).
private func newestSnapshot(of path: String) throws -> Snapshot.Found? {
  let file = try PosixJournalFile.open(path: path, access: .readOnly)
  defer { file.close() }
  return Snapshot.newest(journal: path, file: file).found
}

/// J2's `compact` (what `superapp compact` does on a copy of the journal and its snapshot: open
/// from the snapshot, write the compacted journal, rename it, write the base's state again as the
/// snapshot of the new base record), `compacted-start` (a start on that compacted journal as the
/// app makes it: from the base's snapshot, then the 10,000 records after it) and `compacted-base`
/// (the same start without that snapshot: its base record, JSON, read instead).
private func runCompaction(variant: String, records: Int, journal: String, script: SessionScript) throws
  -> Measurement
{
  let copy = journal + ".compacted"
  let manager = FileManager.default
  if variant == "compact" || !manager.fileExists(atPath: copy) {
    try? manager.removeItem(atPath: copy)
    try manager.copyItem(atPath: journal, toPath: copy)
    guard let found = try newestSnapshot(of: journal) else {
      throw ChecksumFailure(description: "J2: no snapshot")
    }
    try? manager.removeItem(atPath: copy + ".snapshot-\(found.point.seq)")
    try manager.copyItem(atPath: found.path, toPath: copy + ".snapshot-\(found.point.seq)")
    var sizes = (before: 0, after: 0)
    let ns = try timeLoop(operations: records) {
      let file = try PosixJournalFile.open(path: copy, access: .readWrite(newFile: []))
      guard let found = Snapshot.newest(journal: copy, file: file).found else {
        file.close()
        throw ChecksumFailure(description: "J2: no copy")
      }
      var state = found.state
      let opened = try Journal(file: file, fsync: .always, resumingAfter: found.point) {
        try JournalReplay.apply($0, to: &state)
      }
      sizes = try opened.compact(
        path: copy, base: found.point,
        basePayload: StateEncoder.basePayload(found.state),
        createdBy: "superapp benchmarks")
      Snapshot.prune(journal: copy, keep: 0, through: found.point.seq)
      _ = try Snapshot.write(found.state, afterBase: found.point.seq, journal: copy, createdBy: "superapp benchmarks")
    }
    if variant == "compact" {
      return Measurement(
        nsPerOp: ns, peakKiB: peakMemoryKiB(),
        extra: ["before MB": Double(sizes.before) / 1e6, "after MB": Double(sizes.after) / 1e6])
    }
  }
  var state = AppState()
  var replayed = 0
  let ns = try timeLoop(operations: records) {
    guard variant == "compacted-start" else {
      let opened = try Journal(path: copy, fsync: .never, createdBy: "superapp benchmarks") { entry in
        try JournalReplay.apply(entry, to: &state)
        replayed += 1
      }
      return try opened.close()
    }
    // As in the app: the journal locked, then its newest snapshot (the base's) resumed from.
    let file = try PosixJournalFile.open(path: copy, access: .readWrite(newFile: []))
    var start: AppState
    let point: JournalResumePoint
    do {
      // `found` ends with this block: as in the app, nothing else holds the snapshot's state, so
      // the replay changes its tables in place (held here, the first record copied them all).
      guard let found = Snapshot.newest(journal: copy, file: file).found else {
        file.close()
        throw ChecksumFailure(description: "J2: the compacted journal has no base snapshot")
      }
      (start, point) = (found.state, found.point)
    }
    state = AppState()
    let replay = ConcurrentReplay(state: consume start)
    let journal = try Journal(
      file: file, fsync: .never, resumingAfter: point,
      replay: { entry in
        try replay.add(entry)
        replayed += 1
      }, afterLastRecord: replay.finish)
    state = replay.state
    try journal.close()
  }
  try check(state.items.items.count == script.expectedItems, "J2 \(variant): \(state.items.items.count) items")
  let expected = variant == "compacted-start" ? 10_000 : 10_001
  try check(replayed == expected, "J2 \(variant): \(replayed) records replayed")
  return Measurement(nsPerOp: ns, peakKiB: peakMemoryKiB(), extra: ["start ms": ns * Double(records) / 1e6])
}

/// J2's notes: start-up with the snapshot as a share of the full replay.
func finishSnapshotStart(_ table: inout Table) {
  let rows = table.rows
  let median = { (variant: String) in rows.first { $0.variant == variant }?.nsPerOp.median }
  if let full = median("full"), let snapshot = median("snapshot"), full > 0 {
    table.notes.append(
      "start with a snapshot 10,000 records from the end = \(format(100 * snapshot / full))% of the full replay")
  }
  if let full = median("full"), let compacted = median("compacted-start"), full > 0 {
    table.notes.append("start on the compacted journal = \(format(100 * compacted / full))% of the full replay")
  }
  if let full = median("full"), let base = median("compacted-base"), full > 0 {
    table.notes.append(
      "the same start without the base's snapshot (its base record read) = \(format(100 * base / full))% of the full replay"
    )
  }
  if let compact = rows.first(where: { $0.variant == "compact" }) {
    let before = compact.extra["before MB"].map { format($0) } ?? "?"
    let after = compact.extra["after MB"].map { format($0) } ?? "?"
    table.notes.append(
      "compacting it: \(format(compact.nsPerOp.median * Double(compact.size) / 1e6)) ms, \(before) MB -> \(after) MB")
  }
  if let write = rows.first(where: { $0.variant == "snapshot-write" }) {
    let size = write.extra["snapshot MB"].map { format($0) } ?? "?"
    table.notes.append(
      "writing that snapshot: \(format(write.nsPerOp.median * Double(write.size - 10_000) / 1e6)) ms, \(size) MB")
  }
  Scratch.removeShared("J2")
}
