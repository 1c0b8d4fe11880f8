import Foundation

/// Temporary directories of the benchmarks: data shared by the child processes of one run, and
/// private directories for one measurement.
///
/// Generated inputs (a journal of a million records, a thousand task files) are written once per run
/// into a directory named after the parent process, so every repetition reads the same files and
/// none pays for making them; the parent removes it in the workload's `finish`. A child started by
/// hand (`benchmarks --child ...`) has no such parent: it uses a directory of its own and removes it
/// when done (`releaseShared`).
enum Scratch {
  /// Where a directory lives: the temporary directory on disk, or memory (`/dev/shm`, when there
  /// is one) for many small input files whose creation on a busy disk costs more than the benchmark.
  enum Storage: CaseIterable {
    case disk
    case memory
  }

  /// The shared data directory of `workload` in this run (created if missing).
  static func shared(_ workload: String, storage: Storage = .disk) throws -> String {
    let owner = isChildOfRun ? getppid() : getpid()
    let path = root(owner: owner, storage: storage) + "/" + workload
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Removes the shared data of `workload` if this process is not part of a run (started by hand).
  static func releaseShared(_ workload: String, storage: Storage = .disk) {
    if !isChildOfRun { remove(workload, owner: getpid(), storage: storage) }
  }

  /// Removes the shared data of `workload` (and the run's directory once it is empty); for `finish`.
  static func removeShared(_ workload: String) {
    for storage in Storage.allCases { remove(workload, owner: getpid(), storage: storage) }
  }

  /// Makes `path` by calling `generate` with a private path and renaming it, unless it exists.
  ///
  /// The rename makes a half-written input impossible to mistake for a finished one.
  static func generateOnce(_ path: String, _ generate: (String) throws -> Void) throws {
    if FileManager.default.fileExists(atPath: path) { return }
    let partial = path + ".partial-\(getpid())"
    try? FileManager.default.removeItem(atPath: partial)
    try generate(partial)
    try FileManager.default.moveItem(atPath: partial, toPath: path)
  }

  /// A new empty directory on disk for one measurement; the caller removes it.
  static func fresh(_ name: String) throws -> String {
    let path = temporaryRoot(.disk) + "/superapp-bench-\(name)-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Whether the parent process is this same executable, i.e. a benchmark run measuring in children.
  private static let isChildOfRun: Bool = {
    #if os(Linux)
      let parent = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(getppid())/exe")
      return parent == selfExecutablePath()
    #else
      return true
    #endif
  }()

  private static func remove(_ workload: String, owner: pid_t, storage: Storage) {
    let root = root(owner: owner, storage: storage)
    try? FileManager.default.removeItem(atPath: root + "/" + workload)
    if let rest = try? FileManager.default.contentsOfDirectory(atPath: root), rest.isEmpty {
      try? FileManager.default.removeItem(atPath: root)
    }
  }

  private static func root(owner: pid_t, storage: Storage) -> String {
    temporaryRoot(storage) + "/superapp-bench-\(owner)"
  }

  private static func temporaryRoot(_ storage: Storage) -> String {
    var isDirectory: ObjCBool = false
    if storage == .memory, FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory),
      isDirectory.boolValue, FileManager.default.isWritableFile(atPath: "/dev/shm")
    {
      return "/dev/shm"
    }
    var path = NSTemporaryDirectory()
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
