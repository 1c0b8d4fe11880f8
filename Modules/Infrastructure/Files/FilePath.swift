/// A path's directory and last component, split on its bytes by hand: Foundation's path helpers
/// trap on some inputs on Linux, and the system splits on the byte `/` whatever follows it.
public enum FilePath {
  /// `path`'s directory (`nil` for a bare name, `/` for a file in the root) and its last component.
  public static func split(_ path: String) -> (directory: String?, file: String) {
    let bytes = Array(path.utf8)
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (nil, path) }
    let file = String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    return (slash == 0 ? "/" : String(decoding: bytes[0..<slash], as: UTF8.self), file)
  }

  /// `path` as a message shows it: an empty path as `''`, so a person sees one was given.
  public static func shown(_ path: String) -> String {
    path.isEmpty ? "''" : path
  }

  /// The directory part of `path` (`.` for a bare name).
  public static func directory(of path: String) -> String {
    split(path).directory ?? "."
  }

  /// The most bytes one file name (a path's last component) may hold: `NAME_MAX` on Linux and
  /// macOS.
  public static let nameLimit = 255

  /// Why the name `path + suffix` (a temporary file this app makes beside `path`) cannot exist,
  /// `nil` when it can: said before anything is made, so a long name gets this message instead of
  /// the system's, and never a half-done step.
  public static func tooLong(_ path: String, for suffix: String) -> String? {
    let name = split(path).file.utf8.count
    guard name + suffix.utf8.count > nameLimit else { return nil }
    return "its name (\(name) bytes) is too long for the file this app makes beside it, the name followed by "
      + "`\(suffix)` (\(name + suffix.utf8.count) bytes): a file name holds at most \(nameLimit) bytes, "
      + "so use a name of at most \(nameLimit - suffix.utf8.count) bytes"
  }
}
