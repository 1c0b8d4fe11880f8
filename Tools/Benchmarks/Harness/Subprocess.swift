import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started with its stdin and stdout on pipes held by this process.
///
/// Started with `posix_spawn` rather than `Process`, so exactly which descriptors the child holds is
/// known: the parent's ends are close-on-exec, and closing `input` is the child's end of input.
struct Subprocess {
  /// The child's process ID.
  let pid: pid_t
  /// Write end of the child's stdin.
  let input: Int32
  /// Read end of the child's stdout.
  let output: Int32

  /// Starts `path` with `arguments`; its stderr goes to the file `stderrPath`.
  static func spawn(_ path: String, arguments: [String], stderrPath: String) throws -> Subprocess {
    let stdinPipe = try makePipe()
    let stdoutPipe = try makePipe()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdinPipe.read, 0)
    posix_spawn_file_actions_adddup2(&actions, stdoutPipe.write, 1)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
    close(stdinPipe.read)
    close(stdoutPipe.write)
    guard status == 0 else {
      close(stdinPipe.write)
      close(stdoutPipe.read)
      throw ChecksumFailure(description: "cannot start \(path): \(String(cString: strerror(status)))")
    }
    return Subprocess(pid: pid, input: stdinPipe.write, output: stdoutPipe.read)
  }

  /// Waits for the child to end and returns its exit status (128 + signal if it was killed).
  func waitForExit() -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  private static func makePipe() throws -> (read: Int32, write: Int32) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw ChecksumFailure(description: "pipe failed: errno \(errno)") }
    _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
    return (fds[0], fds[1])
  }
}

/// Writes all of `bytes` to `descriptor`, looping over short writes; false on an error.
func writeFully(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
  var offset = 0
  while offset < bytes.count {
    guard let base = bytes.baseAddress else { return false }
    let written = write(descriptor, base + offset, bytes.count - offset)
    if written < 0 {
      if errno == EINTR { continue }
      return false
    }
    offset += written
  }
  return true
}

/// Creates (or truncates) the file at `path` with `bytes`, without fsync.
///
/// Foundation's `Data.write(to:)` on Linux fsyncs every file, which makes generating thousands of
/// inputs take seconds on a slow disk; the benchmarks' inputs need no durability.
func writeFile(_ path: String, _ bytes: UnsafeRawBufferPointer) throws {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
  guard descriptor >= 0 else { throw ChecksumFailure(description: "cannot create \(path): errno \(errno)") }
  defer { close(descriptor) }
  guard writeFully(descriptor, bytes) else {
    throw ChecksumFailure(description: "cannot write \(path): errno \(errno)")
  }
}
