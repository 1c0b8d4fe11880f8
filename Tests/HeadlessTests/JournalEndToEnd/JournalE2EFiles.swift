import Foundation

/// Files and journal bytes for the end-to-end tests: temporary directories, raw file contents,
/// modes, and record lines built by hand from the documented format (not by the code under test).
enum JournalE2EFiles {
  /// Runs `body` with a fresh temporary directory, removed afterwards.
  static func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("journal-e2e-\(UUID().uuidString.lowercased())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory.path)
  }

  /// The file's bytes.
  static func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// Replaces the file's contents (keeping the file, so its mode is unchanged).
  static func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// The permission bits of a file.
  static func mode(_ path: String) -> mode_t {
    var info = stat()
    guard stat(path, &info) == 0 else { return 0 }
    return info.st_mode & 0o7777
  }

  /// The file's lines, each with its newline (the last one may lack it).
  static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    var result: [[UInt8]] = []
    var current: [UInt8] = []
    for byte in bytes {
      current.append(byte)
      if byte == 10 {
        result.append(current)
        current = []
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// CRC-32C (Castagnoli) a bit at a time, independent of the app's table-driven one.
  static func crc32c(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }

  /// A record line `{"v":V,"seq":S,"crc32c":"…","action":PAYLOAD}` and its newline.
  static func record(seq: Int, payload: String, version: Int = 1) -> [UInt8] {
    let digits = String(crc32c(Array(payload.utf8)), radix: 16)
    let checksum = String(repeating: "0", count: 8 - digits.count) + digits
    return Array(#"{"v":\#(version),"seq":\#(seq),"crc32c":"\#(checksum)","action":\#(payload)}"#.utf8) + [10]
  }

  /// A canonical lowercase UUID made from a two-hex-digit `kind` and a number.
  static func uuid(_ kind: String, _ number: Int) -> String {
    let digits = String(number)
    return "\(kind)000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
  }
}
