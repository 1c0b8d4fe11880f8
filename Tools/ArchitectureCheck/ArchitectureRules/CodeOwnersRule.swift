/// One line of CODEOWNERS: a path pattern and the owners of what it matches.
///
/// Matching follows GitHub's gitignore-like syntax: a leading `/` (or a `/` inside) anchors at the
/// root, a trailing `/` matches folders only, `*` stays inside one path segment, `**` spans
/// segments, and a folder pattern owns everything below it. A pattern whose last segment has a `*`
/// (`/docs/*`) matches direct children only, as GitHub documents.
public struct CodeOwnersRule: Sendable, Equatable {
  /// The pattern as written.
  public let pattern: String
  /// The owners (`@org/team`, `@user`, e-mail); empty means "owned by no one".
  public let owners: [String]
  /// 1-based line in CODEOWNERS.
  public let line: Int

  private let segments: [String]
  private let isAnchored: Bool
  private let matchesFoldersOnly: Bool
  private let ownsDescendants: Bool

  /// Creates a rule from its pattern.
  ///
  /// The pattern is pre-split so matching many paths stays cheap.
  public init(pattern: String, owners: [String], line: Int) {
    self.pattern = pattern
    self.owners = owners
    self.line = line
    matchesFoldersOnly = pattern.hasSuffix("/")
    segments = pattern.split(separator: "/").map(String.init)
    isAnchored = pattern.hasPrefix("/") || segments.count > 1
    let last = segments.last ?? "**"
    ownsDescendants = last == "**" || !last.contains("*")
  }

  /// Whether this is a catch-all (`*`, `/*`, `**`, `/**`), which does not count as owning a module.
  public var isCatchAll: Bool {
    segments.isEmpty || (segments.count == 1 && (segments[0] == "*" || segments[0] == "**"))
  }

  /// Whether the rule matches a package-relative path, a file or a folder.
  ///
  /// A path is matched when the pattern matches it or one of its parent folders; a catch-all
  /// matches everything.
  public func matches(_ path: String, isFolder: Bool) -> Bool {
    if isCatchAll { return true }
    let parts = path.split(separator: "/").map(String.init)
    let starts = isAnchored ? 0..<min(1, parts.count) : 0..<parts.count
    for start in starts {
      for end in (start + 1)...max(start + 1, parts.count) where end <= parts.count {
        let isWholePath = end == parts.count
        if !isWholePath && !ownsDescendants { continue }
        if isWholePath && matchesFoldersOnly && !isFolder { continue }
        if Self.match(segments[...], parts[start..<end]) { return true }
      }
    }
    return false
  }

  private static func match(_ pattern: ArraySlice<String>, _ parts: ArraySlice<String>) -> Bool {
    guard let head = pattern.first else { return parts.isEmpty }
    if head == "**" {
      return (0...parts.count).contains { match(pattern.dropFirst(), parts.dropFirst($0)) }
    }
    guard let part = parts.first, glob(Array(head.utf8)[...], Array(part.utf8)[...]) else { return false }
    return match(pattern.dropFirst(), parts.dropFirst())
  }

  private static func glob(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
    guard let head = pattern.first else { return name.isEmpty }
    if head == UInt8(ascii: "*") {
      return (0...name.count).contains { glob(pattern.dropFirst(), name.dropFirst($0)) }
    }
    guard let first = name.first, head == UInt8(ascii: "?") || head == first else { return false }
    return glob(pattern.dropFirst(), name.dropFirst())
  }
}
