import AppComposer

/// A new domain's names: the module's, and the part its table of entries is stored under, with the
/// state type that follows from the part (`Parcel`: `ParcelsState`, `parcels`).
///
/// The part is the plural of the name (`Plural`) unless asked for (`--part`), as the project names
/// its tables (`BoxesState`, `boxes`). It is the state's field in the App and its part in
/// `state.get`, the dump and snapshots, so it is checked like a name.
public struct DomainNames: Equatable, Sendable {
  /// The module's name.
  public let module: ModuleName
  /// The part's name and the App's field (`parcels`).
  public let part: String

  /// The longest part accepted (a 24-character name and its plural fit).
  public static let maximumPartLength = ModuleName.maximumLength + 4

  /// The names of `module`, its part `part` or the plural of its name; refuses a part that is not
  /// a plain lowerCamelCase identifier or whose state type cannot be declared.
  public init(_ module: ModuleName, part: String? = nil) throws(ScaffoldError) {
    let part = part ?? Plural.of(module.value).prefix(1).lowercased() + Plural.of(module.value).dropFirst()
    let bytes = Array(part.utf8)
    func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    guard let first = bytes.first, isLower(first), bytes.allSatisfy({ isUpper($0) || isLower($0) || isDigit($0) })
    else {
      throw .invalidPart(part, "it must be a lowerCamelCase identifier of ASCII letters and digits (`parcels`)")
    }
    for (index, byte) in bytes.enumerated().dropFirst() where isUpper(byte) && isUpper(bytes[index - 1]) {
      throw .invalidPart(part, "two upper-case letters in a row; write acronyms as words")
    }
    guard bytes.count <= Self.maximumPartLength else {
      throw .invalidPart(part, "it has \(bytes.count) characters; at most \(Self.maximumPartLength) are allowed")
    }
    guard !SwiftKeywords.contains(part) else { throw .invalidPart(part, "`\(part)` is a Swift keyword") }
    self.module = module
    self.part = part
    for type in types {
      if let reason = ModuleName.reservedReason(type) {
        throw .invalidName(module.value, "its type \(type): \(reason)")
      }
    }
  }

  /// The module's action type (`ParcelAction`).
  public var action: String { module.action }
  /// The state, a table of entries (`ParcelsState`).
  public var state: String { part.prefix(1).uppercased() + part.dropFirst() + "State" }
  /// The entity the state holds (`ParcelEntry`).
  public var entry: String { module.value + "Entry" }
  /// The self-validating value object of the entity (`ParcelNote`).
  public var note: String { module.value + "Note" }
  /// The domain's typed error (`ParcelError`).
  public var error: String { module.value + "Error" }
  /// The checked change that records a new entry (`ParcelRecording`).
  public var recording: String { module.value + "Recording" }
  /// The example action's wire name (`parcel.record`).
  public var recordAction: String { module.lowerCamel + ".record" }

  /// Every type the domain declares: none may exist anywhere else in the repository.
  public var types: [String] { [action, state, entry, note, error, recording] }

  /// The domain template's placeholders (`ModuleTemplate.domain`) and this domain's names for them:
  /// the part (`TemplateDomains`, `templateDomains`), the module's name, its lower-camel case and
  /// its words (`TemplateDomain`, `templateDomain`, `template domain`).
  public var substitution: TemplateSubstitution {
    TemplateSubstitution(names: [
      "TemplateDomains": String(state.dropLast("State".count)), "templateDomains": part,
      "TemplateDomain": module.value, "templateDomain": module.lowerCamel, "template domain": module.words(),
    ])
  }
}
