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

  /// The files named in `files`, each in `folder` (a path ending with `/`): a module's sources, its
  /// tests.
  static func files(in folder: String, _ files: KeyValuePairs<String, String>) -> [GeneratedFile] {
    files.map { GeneratedFile(folder + $0.key, $0.value) }
  }

  /// How many lines the text has.
  public var lineCount: Int { text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } }
}
