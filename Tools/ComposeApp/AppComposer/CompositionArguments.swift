import Foundation

/// The modules to compose as the build plugin names them on `compose-app`'s command line, one
/// argument each: `domain:Box:<module.json>` or `feature:TakeOrder:Driver,Order:<module.json>`.
public enum CompositionArguments {
  /// The modules the arguments name, each read from its `module.json`.
  public static func modules(_ arguments: [String]) throws(ModuleFile.Problem) -> [ComposedModule] {
    var modules: [ComposedModule] = []
    for argument in arguments {
      let parts = argument.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
      let kind = parts.first.flatMap(ComposedModule.Kind.init(rawValue:))
      guard let kind, parts.count == (kind == .domain ? 3 : 4) else {
        throw ModuleFile.Problem(description: "cannot read the module argument '\(argument)'")
      }
      let mediates = kind == .domain ? [] : parts[2].split(separator: ",").map(String.init)
      let path = kind == .domain ? parts[2] : parts[3]
      modules.append(try module(kind: kind, name: parts[1], mediates: mediates, file: path))
    }
    return modules
  }

  /// One module, read from its `module.json` at `file`.
  public static func module(
    kind: ComposedModule.Kind, name: String, mediates: [String], file: String
  ) throws(ModuleFile.Problem) -> ComposedModule {
    guard let text = FileManager.default.contents(atPath: file) else {
      throw ModuleFile.Problem(
        description: "\(file): missing; every domain and feature describes itself in a module.json")
    }
    return try ModuleFile.read(text, name: name, kind: kind, mediates: mediates, file: file)
  }
}
