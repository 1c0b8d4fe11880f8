import Checksum
import Files

/// The app's durable journal: one record per accepted action, appended, checksummed, fsynced by policy.
///
/// A new journal starts with a `JournalHeader`, durable before any record; an existing file is used
/// only if it is a journal (see `JournalReader`), and is never modified otherwise. Opening
/// recovers: every good record is handed to the `replay` closure (so the app rebuilds its state),
/// a torn tail is copied to a quarantine file and then cut off and the file fsynced, and numbering
/// continues after the last record. Then `append` writes each record with one `write()` (or a group with one), and `commit`
/// makes them durable according to the `FsyncPolicy`:
///
///     let journal = try Journal(path: path, fsync: .always, createdBy: "superapp 2.0.0") { entry in
///       replayed.append(entry.payloadBytes)          // the app rebuilds its state from each record
///     }
///     if let warning = journal.recovery.warning { warnings.append(warning) }  // for stderr
///     let seq = try journal.append(payload)          // per accepted line waiting in the input
///     try journal.commit()                           // one fsync for the group, then reply
///     try journal.close()
///
/// (`JournalUsageExampleTests` makes these calls.)
///
/// Any write, fsync or truncate failure is fatal: it throws, and every later call throws
/// `JournalError.unusable` (after a failed fsync the kernel may have dropped the dirty pages, so a
/// retry could falsely report success). A failed `write` first cuts the bytes it appended back
/// off (they are this process's own and acknowledged to no one), so a full disk leaves no torn
/// tail for the next start to copy away. Not thread-safe: use it from one thread (it is not
/// `Sendable`). The exclusive lock is held from open until `close()` (or release).
/// Compaction copies the kept records through one 1 MiB raw chunk, freed when the copy ends.
public final class Journal {
  /// The policy given at open.
  public let fsyncPolicy: FsyncPolicy
  /// What recovery found on open (its `warning` is for stderr).
  public let recovery: JournalRecovery
  /// The last sequence number written (0 if none); the next `append` gets `lastSeq + 1`.
  public private(set) var lastSeq: Int
  /// Just past the last record written (nil while there is none): where a snapshot of the state
  /// after it resumes.
  public private(set) var lastRecord: JournalResumePoint?
  /// The file's length: where the next record goes.
  public private(set) var endOffset: Int
  /// The last sequence number known durable (covered by a successful fsync).
  public private(set) var durableSeq: Int

  private let file: any JournalFile
  private let batchInterval: Duration
  private let now: () -> ContinuousClock.Instant
  private var lastSync: ContinuousClock.Instant
  private var failure: JournalError?
  private var isClosed = false
  private var buffer: [UInt8] = []
  /// Where the last record in `buffer` starts and its checksum.
  private var pendingLast: (offset: Int, checksum: UInt32)?

  /// The header line a new journal made by `createdBy` (an app's name and version) starts with.
  public static func header(createdBy: String) -> [UInt8] {
    JournalHeader.line(createdBy: createdBy)
  }

  /// Opens (creating it with its header, naming `createdBy`, if missing; mode 0600) and locks the
  /// journal at `path`, then recovers it.
  ///
  /// Throws `JournalError` (all of them mean exit 3: unusable at start) or whatever `replay` throws.
  public convenience init(
    path: String,
    fsync policy: FsyncPolicy,
    createdBy: String,
    resumingAfter resume: JournalResumePoint? = nil,
    replay: (JournalEntry) throws -> Void,
    afterLastRecord: () throws -> Void = {}
  ) throws {
    let file = try PosixJournalFile.open(path: path, access: .readWrite(newFile: Self.header(createdBy: createdBy)))
    do {
      try self.init(
        file: file, fsync: policy, resumingAfter: resume, replay: replay, afterLastRecord: afterLastRecord)
    } catch {
      file.close()
      throw error
    }
  }

  /// Recovers an opened (and for a real file, locked) journal file and prepares to append to it.
  ///
  /// Calls `replay` with every good record in order; a torn tail is copied to a quarantine file
  /// (`JournalFile.quarantine`) and only then cut off (truncate, then fsync); the file is fsynced
  /// once even without a tail, so every replayed record is durable before the app goes on
  /// (`durableSeq == lastSeq`). `afterLastRecord` runs once every record was handed to `replay`
  /// and before the file is touched, so a replay that works ahead (decoding on another thread)
  /// can finish and still fail with the file unmodified. `batchInterval` and `now` exist for
  /// tests of `.batch`.
  /// Throws `JournalError` (exit 3) or whatever `replay` throws; the file is not modified when
  /// reading fails, nor when it is not a journal.
  public init(
    file: any JournalFile,
    fsync policy: FsyncPolicy,
    batchInterval: Duration = .milliseconds(100),
    now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now },
    resumingAfter resume: JournalResumePoint? = nil,
    replay: (JournalEntry) throws -> Void,
    afterLastRecord: () throws -> Void = {}
  ) throws {
    var last = resume
    var found = try withoutActuallyEscaping(replay) { replay in
      let track: (JournalEntry) throws -> Void = { entry in
        try replay(entry)
        last = entry.resumePoint
      }
      return try resume.map { try JournalReader.read(file: file, resumingAfter: $0, track) }
        ?? JournalReader.read(file: file, track)
    }
    try afterLastRecord()
    if found.tornTail != nil {
      let kept = try file.quarantine(from: found.validLength)
      try file.truncate(to: found.validLength)
      found = found.quarantined(at: kept)
    }
    try file.sync()
    self.file = file
    self.fsyncPolicy = policy
    self.batchInterval = batchInterval
    self.now = now
    self.recovery = found
    self.lastSeq = found.lastSeq
    self.lastRecord = last
    self.endOffset = found.validLength
    self.durableSeq = found.lastSeq
    self.lastSync = now()
  }

  /// The sequence number of this journal's base record (a compacted journal's first record,
  /// holding the app's state after every record compacted away), 0 when its records start at 1.
  public var base: Int { recovery.header?.base ?? 0 }

  /// The length `compact` would give this journal's file with a base record of `basePayloadCount`
  /// bytes at `point`: a caller decides from it whether compacting pays before anything is written.
  public func compactedLength(base point: JournalResumePoint, basePayloadCount: Int, createdBy: String) -> Int {
    var head: [UInt8] = []
    JournalRecordFormat.appendHead(seq: point.seq, checksum: 0, to: &head)
    return JournalHeader.line(createdBy: createdBy, base: point.seq).count + head.count + basePayloadCount
      + JournalRecordFormat.tail.count + max(0, endOffset - point.end)
  }

  /// Compacts this journal, whose file is `path`: writes a new journal whose first record,
  /// number `point.seq`, is `basePayload` (the app's state after that record, made again piece by
  /// piece as it is written, and required to be the bytes it measured) followed by every
  /// record after `point` exactly as it is, and gives it the journal's name atomically
  /// (`AtomicFile`: a crash at any step leaves the old journal or the complete new one, and both
  /// open with every acknowledged record). Returns the file's length before and after.
  ///
  /// `point` must be a record of this journal after its base (a snapshot's resume point); it is
  /// checked again here. The journal is closed afterwards, whatever happened: its descriptor and
  /// lock belong to the old file. Throws `JournalError`; the old journal is untouched unless the
  /// rename happened.
  public func compact(
    path: String,
    base point: JournalResumePoint,
    basePayload: PiecewisePayload,
    createdBy: String,
    fileSystem: any AtomicFileSystem = PosixFileSystem()
  ) throws(JournalError) -> (before: Int, after: Int) {
    try flush()
    defer { try? close() }
    let found: (seq: Int, checksum: UInt32, end: Int)?
    do {
      found = try JournalReader.record(in: file, at: point.offset)
    } catch {
      throw .readFailed(reason: "\(error)")
    }
    guard point.seq > base, point.seq <= lastSeq, let found,
      found.seq == point.seq, found.checksum == point.checksum, found.end == point.end
    else {
      throw .invalidPayload(
        reason: "record \(point.seq) at byte \(point.offset) is not a record of this journal after its base")
    }
    var head: [UInt8] = []
    JournalRecordFormat.appendHead(seq: point.seq, checksum: basePayload.checksum, to: &head)
    let end = endOffset
    let written = try AtomicFile.replace(path, purpose: "compacting", fileSystem: fileSystem) {
      (sink) throws(JournalError) in
      try sink.write(JournalHeader.line(createdBy: createdBy, base: point.seq))
      try sink.write(head)
      // The payload is made again piece by piece; a piece's failed write is thrown once it is made.
      var again = PiecewisePayload.Measure()
      var failure: JournalError?
      basePayload.produce { piece in
        again.add(piece)
        guard failure == nil else { return }
        do throws(JournalError) { try sink.write(piece) } catch { failure = error }
      }
      if let failure { throw failure }
      guard again.count == basePayload.count, again.checksum == basePayload.checksum else {
        throw .invalidPayload(reason: "base record \(point.seq): its payload changed between measuring and writing")
      }
      try sink.write(JournalRecordFormat.tail)
      // A pointer kept: a 1 MiB chunk lent to `JournalFile.read` and `write`, whose raw buffers are
      // the syscall boundary (`pread(2)`, `write(2)`); compaction only, never on a measured path.
      let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 1)
      defer { chunk.deallocate() }
      var offset = point.end
      while offset < end {
        let count = try file.read(
          at: offset, into: UnsafeMutableRawBufferPointer(rebasing: chunk[0..<min(chunk.count, end - offset)]))
        guard count > 0 else { throw .readFailed(reason: "the journal ended at byte \(offset), before \(end)") }
        try sink.write(UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        offset += count
      }
    }
    return (end, written)
  }

  /// Writes one record for `payload` (one `write()`) and returns its sequence number.
  ///
  /// The payload is the accepted action as compact JSON: any bytes except a newline, not empty.
  /// Under `.batch` this also fsyncs when the batch interval has passed since the last fsync. Under
  /// `.always` the record is not durable until `commit()` returns.
  @discardableResult
  public func append<Payload: Collection<UInt8>>(_ payload: Payload) throws(JournalError) -> Int {
    try append(contentsOf: CollectionOfOne(payload)).lowerBound
  }

  /// Writes one record per payload, all in a single `write()`, and returns their sequence numbers.
  ///
  /// Every payload is checked first, so an invalid one writes nothing (`invalidPayload`, the journal
  /// stays usable). An empty list writes nothing and returns an empty range at `lastSeq + 1`.
  @discardableResult
  public func append<Payload: Collection<UInt8>>(
    contentsOf payloads: some Collection<Payload>
  ) throws(JournalError) -> Range<Int> {
    try checkUsable()
    let first = lastSeq + 1
    buffer.removeAll(keepingCapacity: true)
    var seq = first
    for payload in payloads {
      if let problem = encode(payload, seq: seq) {
        throw .invalidPayload(reason: "record \(seq): \(problem)")
      }
      seq += 1
    }
    guard seq > first else { return first..<first }
    try fatalOnFailure { () throws(JournalError) in
      do throws(JournalError) {
        try buffer.withJournalBytes { (bytes) throws(JournalError) in try file.write(bytes) }
      } catch {
        cutBackFailedWrite()
        throw error
      }
    }
    if let pending = pendingLast {
      lastRecord = JournalResumePoint(
        seq: seq - 1, offset: endOffset + pending.offset, end: endOffset + buffer.count, checksum: pending.checksum)
    }
    endOffset += buffer.count
    lastSeq = seq - 1
    if fsyncPolicy == .batch { try flushIfDue() }
    return first..<seq
  }

  /// Makes appended records durable as the policy says: `.always` fsyncs now (if anything is
  /// pending), `.batch` fsyncs if the interval has passed, `.never` does nothing.
  ///
  /// Call it once after a group of appends and before replying to any of them.
  public func commit() throws(JournalError) {
    switch fsyncPolicy {
    case .always: try flush()
    case .batch: try flushIfDue()
    case .never: try checkUsable()
    }
  }

  /// Appends one record and commits it: the one-action form of `append` + `commit`.
  @discardableResult
  public func appendDurably<Payload: Collection<UInt8>>(_ payload: Payload) throws(JournalError) -> Int {
    let seq = try append(payload)
    try commit()
    return seq
  }

  /// fsyncs if records are pending and the batch interval has passed since the last fsync.
  ///
  /// The `.batch` timer hook: call it whenever the app wakes up, at the latest at `flushDeadline`
  /// (e.g. as the timeout of its wait for input). Harmless under any policy.
  public func flushIfDue() throws(JournalError) {
    try checkUsable()
    guard durableSeq < lastSeq, now() - lastSync >= batchInterval else { return }
    try flush()
  }

  /// When `flushIfDue()` will next have work: nil when nothing is pending or the policy is not `.batch`.
  public var flushDeadline: ContinuousClock.Instant? {
    guard fsyncPolicy == .batch, durableSeq < lastSeq, failure == nil, !isClosed else { return nil }
    return lastSync + batchInterval
  }

  /// fsyncs now if any appended record is not yet durable, whatever the policy.
  public func flush() throws(JournalError) {
    try checkUsable()
    guard durableSeq < lastSeq else { return }
    try fatalOnFailure { () throws(JournalError) in try file.sync() }
    durableSeq = lastSeq
    lastSync = now()
  }

  /// Flushes pending records (except under `.never`) and releases the file and its lock.
  ///
  /// After a failure it only releases the file and rethrows nothing new. Later calls throw `closed`.
  public func close() throws(JournalError) {
    guard !isClosed else { return }
    defer {
      isClosed = true
      file.close()
    }
    if failure == nil && fsyncPolicy != .never { try flush() }
  }

  /// Adds the record for `payload` to `buffer`, or says why it cannot be a record.
  private func encode<Payload: Collection<UInt8>>(_ payload: Payload, seq: Int) -> String? {
    if let outcome = payload.withContiguousStorageIfAvailable({ encodeBytes($0, seq: seq) }) { return outcome }
    return Array(payload).withUnsafeBufferPointer { encodeBytes($0, seq: seq) }
  }

  /// `encode` of contiguous bytes. A pointer kept: the generic payload's own storage, copied into
  /// the record with one `memcpy`; through a span the unspecialized generic append costs J1 about
  /// 1,000 instructions per record (read floor 24,932 -> 26,201).
  private func encodeBytes(_ payload: UnsafeBufferPointer<UInt8>, seq: Int) -> String? {
    if let problem = JournalRecordFormat.problem(with: payload.span) { return problem }
    let checksum = CRC32C.checksum(payload.span)
    let offset = buffer.count
    JournalRecordFormat.appendRecord(seq: seq, payload: payload, checksum: checksum, to: &buffer)
    pendingLast = (offset, checksum)
    return nil
  }

  /// Cuts the file back to `endOffset` after a failed `write` (a full disk): the bytes after it
  /// are this process's own, written by that call under the journal's lock and acknowledged to
  /// no one, so the next start finds no torn tail it would have to copy away first (which a full
  /// disk could not). Best effort: if the cut fails, that start quarantines the tail as before.
  private func cutBackFailedWrite() {
    guard (try? file.truncate(to: endOffset)) != nil else { return }
    try? file.sync()
  }

  private func checkUsable() throws(JournalError) {
    if isClosed { throw .closed }
    if let failure { throw .unusable(reason: failure.description) }
  }

  /// Runs a file operation; a failure poisons the journal for good.
  private func fatalOnFailure(_ operation: () throws(JournalError) -> Void) throws(JournalError) {
    do {
      try operation()
    } catch {
      failure = error
      throw error
    }
  }
}
