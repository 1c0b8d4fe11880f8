import Foundation

/// Appends JSON lines to a results file that may hold other runs' lines (or anything else): the
/// file is created when missing and otherwise only ever added to, never truncated, and a last line
/// without its newline gets one first, so no two records share a line.
public enum JSONLinesFile {
  /// Why the lines could not be appended.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Appends `lines` (each ending in a newline) to the file at `path`.
  public static func append(_ lines: String, to path: String) throws(Failure) {
    let manager = FileManager.default
    if !manager.fileExists(atPath: path), !manager.createFile(atPath: path, contents: nil) {
      throw Failure(description: "cannot create \(path)")
    }
    do {
      let file = try FileHandle(forUpdating: URL(fileURLWithPath: path))
      defer { try? file.close() }
      let end = try file.seekToEnd()
      var bytes = Data(lines.utf8)
      if end > 0 {
        try file.seek(toOffset: end - 1)
        if try file.read(upToCount: 1) != Data("\n".utf8) { bytes.insert(UInt8(ascii: "\n"), at: 0) }
      }
      try file.seekToEnd()
      try file.write(contentsOf: bytes)
    } catch {
      throw Failure(description: "cannot append to \(path): \(error)")
    }
  }
}
