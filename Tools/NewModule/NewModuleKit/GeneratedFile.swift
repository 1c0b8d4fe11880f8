/// A file the scaffold writes: its path in the repository and its whole text.
public struct GeneratedFile: Equatable, Sendable {
  /// The path from the repository root (`Modules/Domains/Rating/RatingAction.swift`).
  public let path: String
  /// The file's text, ending with a newline.
  public let text: String

  /// The file at `path` holding `text`.
  public init(_ path: String, _ text: String) {
    self.path = path
    self.text = text
  }

  /// How many lines the text has.
  public var lineCount: Int { text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } }
}
