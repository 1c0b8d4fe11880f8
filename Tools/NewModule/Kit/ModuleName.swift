/// A new module's name and every name derived from it, checked once so no generated file can hold
/// an invalid identifier.
///
/// Only plain UpperCamelCase words are accepted (`Rating`, `RideFeedback`, not `URLCache`), so the
/// lower-camel names (`rideFeedback`), the team's name (`ride-feedback-team`) and the words in
/// messages (`ride feedback`) follow without guessing where an acronym ends.
public struct ModuleName: Equatable, Sendable {
  /// The module and target name (`Rating`).
  public let value: String

  /// The longest name accepted, so every generated line stays within the format's line length.
  public static let maximumLength = 24

  /// Module names the toolchain or the project already uses.
  static let reserved: Set<String> = [
    "App", "Dispatch", "Foundation", "Observation", "Swift", "Synchronization", "Testing", "XCTest",
  ]

  /// Swift keywords a lower-camel name must not be (it becomes an enum case and a property).
  static let keywords: Set<String> = [
    "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else",
    "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
    "init", "inout", "internal", "is", "let", "nil", "open", "operator", "private", "protocol", "public",
    "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch", "throw", "throws",
    "true", "try", "typealias", "var", "where", "while",
  ]

  /// Checks `text`: one or more capitalized ASCII words of letters and digits, at most
  /// `maximumLength` characters, not a reserved module name, not ending in `Tests`.
  public init(_ text: String) throws(ScaffoldError) {
    let bytes = Array(text.utf8)
    guard let first = bytes.first, Self.isUpper(first) else {
      throw .invalidName(text, "it must start with an upper-case ASCII letter (UpperCamelCase, e.g. `Rating`)")
    }
    guard bytes.allSatisfy({ Self.isUpper($0) || Self.isLower($0) || Self.isDigit($0) }) else {
      throw .invalidName(text, "only ASCII letters and digits are allowed (UpperCamelCase, e.g. `RideFeedback`)")
    }
    for (index, byte) in bytes.enumerated().dropFirst() where Self.isUpper(byte) && Self.isUpper(bytes[index - 1]) {
      throw .invalidName(text, "two upper-case letters in a row; write acronyms as words (`UrlCache`, not `URLCache`)")
    }
    guard bytes.count <= Self.maximumLength else {
      throw .invalidName(text, "it has \(bytes.count) characters; at most \(Self.maximumLength) are allowed")
    }
    guard !Self.reserved.contains(text), !text.hasSuffix("Tests"), !text.hasPrefix("UDF") else {
      throw .invalidName(text, "the name is taken by the toolchain or the project's own modules")
    }
    value = text
    guard !Self.keywords.contains(lowerCamel) else {
      throw .invalidName(text, "`\(lowerCamel)` is a Swift keyword and cannot be a case or a property")
    }
  }

  /// The name with a lower-case first letter: the App's case and field, and the state's part name.
  public var lowerCamel: String {
    value.prefix(1).lowercased() + value.dropFirst()
  }

  /// The words of the name in lower case, separated by `separator` (`ride feedback`).
  public func words(separator: String = " ") -> String {
    var result = ""
    for character in value {
      if character.isUppercase, !result.isEmpty { result += separator }
      result += character.lowercased()
    }
    return result
  }

  /// The owning team in CODEOWNERS (`@superapp/ride-feedback-team`).
  public var team: String { "@superapp/\(words(separator: "-"))-team" }

  /// The module's action type (`RatingAction`).
  public var action: String { value + "Action" }
  /// The module's state type (`RatingState`); never the module's own name.
  public var state: String { value + "State" }
  /// The entity the state holds (`RatingEntry`).
  public var entry: String { value + "Entry" }
  /// The self-validating value object of the entity (`RatingNote`).
  public var note: String { value + "Note" }
  /// The domain's typed error (`RatingError`).
  public var error: String { value + "Error" }
  /// The checked change that records a new entry (`RatingRecording`).
  public var recording: String { value + "Recording" }
  /// The test target (`RatingTests`).
  public var tests: String { value + "Tests" }
  /// The one generated action's wire name (`rating.record`).
  public var recordAction: String { lowerCamel + ".record" }

  /// Every type the domain declares: none may exist anywhere else in the repository.
  public var domainTypes: [String] { [action, state, entry, note, error, recording] }

  private static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
  private static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
