/// Why the scaffold refused to write anything, naming the problem so a team can fix it.
///
/// Every refusal is found before a single file is written, so a refused run leaves the
/// repository exactly as it was.
public enum ScaffoldError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The module name is not a plain UpperCamelCase identifier (the reason says which rule).
  case invalidName(String, String)
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
    case .pathExists(let path):
      return "\(path) already exists; choose another name or remove it"
    case .nameTaken(let name, let place):
      let shown = name.contains("`") ? name : "`\(name)`"
      return "\(shown) is already declared in \(place); choose another module name"
    case .anchorNotFound(let file, let anchor):
      return "\(file): cannot find \(anchor); the file changed shape, so the scaffold does not know where to edit it"
    case .unreadable(let file):
      return "cannot read \(file)"
    case .writeFailed(let file, let reason):
      return "could not write \(file): \(reason)"
    }
  }
}
