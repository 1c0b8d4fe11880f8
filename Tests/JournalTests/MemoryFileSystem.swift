import Files

@testable import Journal

/// An in-memory directory for crash tests of `AtomicFile` (snapshots, compaction): it can fail or
/// tear any write, fail any fsync, the create, the rename or the directory fsync, and shows what a
/// reader would find after a crash of the process or a power cut at that point.
///
/// A power cut keeps only what fsync made durable: each file's bytes as of its last fsync, and the
/// names as of the last directory fsync. Whether a rename that was not followed by a directory
/// fsync survives is up to the file system, so both outcomes are offered (`View`).
final class MemoryFileSystem: AtomicFileSystem {
  /// A planned failure; counts are 1-based and count only calls of that kind.
  enum Fault: Equatable, CustomStringConvertible {
    case failCreate
    case failWrite(Int)
    case tearWrite(Int, keeping: Int)
    case failSync(Int)
    case failRename
    case failDirectorySync

    var description: String {
      switch self {
      case .failCreate: "fail the create"
      case .failWrite(let n): "fail write \(n)"
      case .tearWrite(let n, let keeping): "tear write \(n) keeping \(keeping) bytes"
      case .failSync(let n): "fail fsync \(n)"
      case .failRename: "fail the rename"
      case .failDirectorySync: "fail the directory fsync"
      }
    }
  }

  /// What a reader finds afterwards.
  enum View: CaseIterable, CustomStringConvertible {
    /// The process died: everything the calls did is there.
    case processCrash
    /// Power cut; the names as of the last directory fsync.
    case powerCutNamesLost
    /// Power cut; the names as the calls left them (the rename reached the disk anyway).
    case powerCutNamesKept

    var description: String {
      switch self {
      case .processCrash: "process crash"
      case .powerCutNamesLost: "power cut (names as of the last directory fsync)"
      case .powerCutNamesKept: "power cut (the rename survived)"
      }
    }
  }

  private struct File {
    var bytes: [UInt8]
    var durable: [UInt8]
  }

  private var files: [Int: File] = [:]
  private var names: [String: Int] = [:]
  private var durableNames: [String: Int] = [:]
  private var handles: [Int32: Int] = [:]
  private var nextInode = 1
  private(set) var writeCount = 0
  private(set) var syncCount = 0
  /// What happened, in order.
  private(set) var operations: [String] = []
  var fault: Fault?

  /// A directory holding `path` with `bytes`, durably.
  init(path: String, bytes: [UInt8], fault: Fault? = nil) {
    files[0] = File(bytes: bytes, durable: bytes)
    names[path] = 0
    durableNames[path] = 0
    self.fault = fault
  }

  /// The bytes `path` names in `view`, or nil when no file has that name.
  func contents(of path: String, in view: View) -> [UInt8]? {
    switch view {
    case .processCrash: names[path].flatMap { files[$0]?.bytes }
    case .powerCutNamesLost: durableNames[path].flatMap { files[$0]?.durable }
    case .powerCutNamesKept: names[path].flatMap { files[$0]?.durable }
    }
  }

  /// Every name in the directory now.
  var allNames: [String] { names.keys.sorted() }

  func target(of path: String) throws(FileError) -> String { path }

  func createNew(_ path: String, like existing: String) throws(FileError) -> Int32 {
    if fault == .failCreate { throw .cannotOpen(path: path, reason: "injected failure of the create") }
    guard names[path] == nil else { throw .cannotOpen(path: path, reason: "it exists") }
    let inode = nextInode
    nextInode += 1
    files[inode] = File(bytes: [], durable: [])
    names[path] = inode
    let handle = Int32(100 + inode)
    handles[handle] = inode
    operations.append("create \(path)")
    return handle
  }

  /// The bytes of `span`, copied: what a write keeps.
  private static func copy(_ span: Span<UInt8>) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(span.count)
    for index in span.indices { bytes.append(span[index]) }
    return bytes
  }

  func write(_ span: Span<UInt8>, to handle: Int32) throws(FileError) {
    let bytes = Self.copy(span)
    guard let inode = handles[handle] else { throw .writeFailed(reason: "bad handle") }
    writeCount += 1
    switch fault {
    case .failWrite(writeCount):
      throw .writeFailed(reason: "injected failure of write \(writeCount)")
    case .tearWrite(writeCount, let keeping):
      files[inode]?.bytes.append(contentsOf: bytes.prefix(keeping))
      throw .writeFailed(reason: "injected tear of write \(writeCount)")
    default:
      files[inode]?.bytes.append(contentsOf: bytes)
      operations.append("write \(bytes.count)")
    }
  }

  func write(_ span: Span<UInt8>, to handle: Int32, at offset: Int) throws(FileError) {
    let bytes = Self.copy(span)
    guard let inode = handles[handle], var file = files[inode], offset + bytes.count <= file.bytes.count else {
      throw .writeFailed(reason: "bad handle, or bytes not written yet")
    }
    writeCount += 1
    // A torn write keeps a prefix and still fails, as `write(_:to:)`'s does.
    let kept: Int?
    switch fault {
    case .failWrite(writeCount): kept = 0
    case .tearWrite(writeCount, let keeping): kept = min(keeping, bytes.count)
    default: kept = nil
    }
    let count = kept ?? bytes.count
    file.bytes.replaceSubrange(offset..<offset + count, with: bytes.prefix(count))
    files[inode] = file
    if kept != nil { throw .writeFailed(reason: "injected failure of write \(writeCount)") }
    operations.append("write \(bytes.count) at \(offset)")
  }

  func sync(_ handle: Int32) throws(FileError) {
    guard let inode = handles[handle] else { throw .fsyncFailed(reason: "bad handle") }
    syncCount += 1
    if case .failSync(syncCount) = fault { throw .fsyncFailed(reason: "injected failure of fsync \(syncCount)") }
    if var file = files[inode] {
      file.durable = file.bytes
      files[inode] = file
    }
    operations.append("sync")
  }

  func close(_ handle: Int32) {
    handles[handle] = nil
  }

  func rename(_ source: String, to target: String) throws(FileError) {
    if fault == .failRename { throw .writeFailed(reason: "injected failure of the rename") }
    guard let inode = names[source] else { throw .writeFailed(reason: "no \(source)") }
    names[source] = nil
    names[target] = inode
    operations.append("rename")
  }

  func syncDirectory(of path: String) throws(FileError) {
    if fault == .failDirectorySync { throw .fsyncFailed(reason: "injected failure of the directory fsync") }
    durableNames = names
    operations.append("sync directory")
  }

  func remove(_ path: String) {
    names[path] = nil
    operations.append("remove \(path)")
  }
}
