/// Why the scaffold refused to write anything, naming the problem so a team can fix it.
///
/// Every refusal is found before a single file is written, so a refused run leaves the
/// repository exactly as it was.
public enum ScaffoldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The module name is not a plain UpperCamelCase identifier (the reason says which rule).
  case invalidName(String, String)
  /// The part asked for (`--part`) is not a plain lowerCamelCase identifier (the reason says which rule).
  case invalidPart(String, String)
  /// A feature would mediate a name that is not an existing domain with a readable `module.json`
  /// (the name, why).
  case notADomain(String, String)
  /// A feature would mediate too few or too many domains (how many were given).
  case mediatedCount(Int)
  /// A line the scaffold would add is longer than the format allows (file, the line).
  case lineTooLong(file: String, line: String)
  /// A folder or file the module would create already exists.
  case pathExists(String)
  /// A name the module would declare is already declared (what, where).
  case nameTaken(String, String)
  /// An edit could not find the text it inserts next to (file, what was looked for).
  case anchorNotFound(file: String, anchor: String)
  /// A file the scaffold edits or reads could not be read.
  case unreadable(String)
  /// Writing failed part-way (the files already written are listed by the caller).
  case writeFailed(String, String)

  public var description: String {
    switch self {
    case .invalidName(let name, let reason):
      return "`\(name)` is not a valid module name: \(reason)"
    case .invalidPart(let part, let reason):
      return "`\(part)` is not a valid part name: \(reason)"
    case .notADomain(let name, let reason):
      return "`\(name)` cannot be mediated: \(reason)"
    case .mediatedCount(let count):
      let range = FeatureNames.mediatedCount
      return
        "a feature mediates \(range.lowerBound) to \(range.upperBound) domains (`--mediates Order,Box`); \(count) given"
    case .lineTooLong(let file, let line):
      return
        "\(file): the new line would be longer than the format's \(PackageManifestEdit.maximumLineLength) characters: \(line)"
    case .pathExists(let path):
      return "\(path) already exists; choose another name or remove it"
    case .nameTaken(let name, let place):
      let shown = name.contains("`") ? name : "`\(name)`"
      return "\(shown) is already declared in \(place); choose another name (a module name, or `--part` for a part)"
    case .anchorNotFound(let file, let anchor):
      return "\(file): cannot find \(anchor); the file changed shape, so the scaffold does not know where to edit it"
    case .unreadable(let file):
      return "cannot read \(file)"
    case .writeFailed(let file, let reason):
      return "could not write \(file): \(reason)"
    }
  }
}
